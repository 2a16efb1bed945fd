import { defaultLocale, type Locale } from '../config/shop';

/** One thing the shop has a page for (a product, a category, a brand, a content page), by its path in each language. */
export interface SitemapThing {
  paths: Partial<Record<Locale, string>>;
}

export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  alternates: SitemapAlternate[];
}

/**
 * A sitemap `<url>` per page in each language: every page of a thing names the thing's page in
 * each of its languages as an hreflang alternate (itself included, as Google asks), and x-default
 * repeats the default language's, as the pages' own `<link rel="alternate">` do. A thing missing
 * in a language has no page there and no alternate for it.
 */
export function sitemapUrls(
  things: readonly SitemapThing[],
  languages: readonly Locale[],
  hrefOf: (locale: Locale, path: string) => string,
): SitemapUrl[] {
  return things.flatMap((thing) => {
    const pages = languages.flatMap((locale) => {
      const path = thing.paths[locale];
      return path ? [{ locale, href: hrefOf(locale, path) }] : [];
    });
    const fallback = pages.find((page) => page.locale === defaultLocale);
    const alternates: SitemapAlternate[] = [
      ...pages.map((page) => ({ hreflang: page.locale, href: page.href })),
      ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
    ];
    return pages.map((page) => ({ loc: page.href, alternates }));
  });
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The sitemap protocol asks for entity-escaped URLs. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** The protocol's limit per file (sitemaps.org): a larger shop needs a sitemap index. */
export const maxSitemapUrls = 50_000;

/** A sitemap (sitemaps.org 0.9) with Google's `xhtml:link` hreflang alternates. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > maxSitemapUrls)
    throw new Error(
      `A sitemap holds at most ${maxSitemapUrls} URLs; this one would hold ${urls.length}`,
    );
  const entries = urls.map((url) =>
    [
      '<url>',
      `<loc>${escapeXml(url.loc)}</loc>`,
      ...url.alternates.map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      ),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the shop's API proxies, and the sitemap is named. */
export function robotsTxt(sitemapHref: string): string {
  return [
    'User-agent: *',
    'Disallow: /graphql',
    'Disallow: /auth/',
    'Disallow: /change-language',
    '',
    `Sitemap: ${sitemapHref}`,
    '',
  ].join('\n');
}

/** A content page is in the sitemap while it is published: from activeFrom, until activeTo. */
export function isPublished(
  page: { activeFrom?: string | null; activeTo?: string | null },
  now: Date,
): boolean {
  const from = page.activeFrom ? Date.parse(page.activeFrom) : Number.NaN;
  const to = page.activeTo ? Date.parse(page.activeTo) : Number.NaN;
  return !(from > now.getTime()) && !(to <= now.getTime());
}

/** The path of an API address: a full URL (as the Geins API may give) or a path already. */
export function pathOfAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    return new URL(address).pathname;
  } catch {
    return null;
  }
}

/**
 * Things by id across languages: each language's list names the same things by id (a product's
 * productId, a category's categoryId), each with its address in that language.
 */
export function thingsById<T>(
  byLanguage: ReadonlyArray<readonly [Locale, readonly T[]]>,
  idOf: (item: T) => string | number,
  pathOf: (item: T) => string | null | undefined,
): SitemapThing[] {
  const things = new Map<string | number, SitemapThing>();
  for (const [locale, items] of byLanguage) {
    for (const item of items) {
      const path = pathOfAddress(pathOf(item));
      if (!path) continue;
      const id = idOf(item);
      const thing = things.get(id) ?? { paths: {} };
      thing.paths[locale] = path;
      things.set(id, thing);
    }
  }
  return [...things.values()];
}
