import type { AlternativeUrlFragment } from '@hemma/data';
import { defaultChannelForLanguage } from '@hemma/data';
import { defaultLocale, isLocale, type Locale } from '../config/shop';
import type { Alternate } from '../routing/screenMeta';

type AlternativeUrls =
  | readonly (Pick<AlternativeUrlFragment, 'url' | 'language' | 'channelId'> | null)[]
  | null
  | undefined;

/** The path of an API address (`https://hemma.se/p/soffor/bo-soffa` → `/p/soffor/bo-soffa`); null when it is no URL. */
function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return url.startsWith('/') && !url.startsWith('//') ? url : null;
  }
}

/** The API's address of a language: the one of the language's own channel first, else any channel's. */
function addressFor(locale: Locale, urls: AlternativeUrls): string | null {
  const candidates = (urls ?? []).filter((entry) => entry !== null && entry.language === locale);
  const own =
    candidates.find((entry) => entry?.channelId === defaultChannelForLanguage(locale).id) ??
    candidates[0];
  return own ? pathOf(own.url) : null;
}

/**
 * hreflang alternates with language-specific aliases: a product or list is called something else
 * in each language (/p/sofas/bo-sofa, /sv/p/soffor/bo-soffa), so each other language's alternate
 * takes the commerce API's address for that language (`alternativeUrls`) on this shop's locale
 * prefix. The page's own language names its canonical address, and x-default repeats the default
 * language's. A language the API names no address for keeps the screen's path.
 */
export function withAlternativeUrls(
  alternates: readonly Alternate[],
  own: { locale: Locale; canonical: string },
  urls: AlternativeUrls,
  hrefOf: (locale: Locale, path: string) => string,
): Alternate[] {
  const hrefFor = (locale: Locale, fallback: string) => {
    if (locale === own.locale) return own.canonical;
    const path = addressFor(locale, urls);
    return path ? hrefOf(locale, path) : fallback;
  };
  const screenHref = (locale: string) =>
    alternates.find((alternate) => alternate.hreflang === locale)?.href;
  return alternates.map((alternate) => {
    const locale = alternate.hreflang === 'x-default' ? defaultLocale : alternate.hreflang;
    if (!isLocale(locale)) return alternate;
    return { ...alternate, href: hrefFor(locale, screenHref(locale) ?? alternate.href) };
  });
}
