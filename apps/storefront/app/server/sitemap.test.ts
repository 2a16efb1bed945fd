// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  isPublished,
  maxSitemapUrls,
  pathOfAddress,
  robotsTxt,
  sitemapUrls,
  sitemapXml,
  thingsById,
} from './sitemap';

const origin = 'https://hemma.example';
const hrefOf = (locale: string, path: string) =>
  `${origin}${locale === 'en' ? '' : `/${locale}`}${path}`;

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

/** The sitemap as a crawler reads it: a parse error throws. */
function parse(xml: string) {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  return [...document.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  }));
}

describe('sitemapUrls', () => {
  it("lists a thing's page in each language, each naming every language's page and x-default", () => {
    const urls = sitemapUrls(
      [{ paths: { en: '/p/sofas/bo-sofa', sv: '/p/soffor/bo-soffa' } }],
      ['en', 'sv'],
      hrefOf,
    );
    const alternates = [
      { hreflang: 'en', href: `${origin}/p/sofas/bo-sofa` },
      { hreflang: 'sv', href: `${origin}/sv/p/soffor/bo-soffa` },
      { hreflang: 'x-default', href: `${origin}/p/sofas/bo-sofa` },
    ];
    expect(urls).toEqual([
      { loc: `${origin}/p/sofas/bo-sofa`, alternates },
      { loc: `${origin}/sv/p/soffor/bo-soffa`, alternates },
    ]);
  });

  it('gives a thing missing in a language no page and no alternate there, nor x-default without the default language', () => {
    const urls = sitemapUrls([{ paths: { sv: '/om-oss' } }], ['en', 'sv'], hrefOf);
    expect(urls).toEqual([
      { loc: `${origin}/sv/om-oss`, alternates: [{ hreflang: 'sv', href: `${origin}/sv/om-oss` }] },
    ]);
  });
});

describe('sitemapXml', () => {
  it('writes sitemap XML that parses, with the xhtml:link alternates', () => {
    const urls = sitemapUrls(
      [{ paths: { en: '/b/nordvik', sv: '/b/nordvik' } }],
      ['en', 'sv'],
      hrefOf,
    );
    expect(parse(sitemapXml(urls))).toEqual([
      {
        loc: `${origin}/b/nordvik`,
        alternates: [
          ['en', `${origin}/b/nordvik`],
          ['sv', `${origin}/sv/b/nordvik`],
          ['x-default', `${origin}/b/nordvik`],
        ],
      },
      {
        loc: `${origin}/sv/b/nordvik`,
        alternates: [
          ['en', `${origin}/b/nordvik`],
          ['sv', `${origin}/sv/b/nordvik`],
          ['x-default', `${origin}/b/nordvik`],
        ],
      },
    ]);
  });

  it('escapes the characters XML reserves, so an address with & or quotes stays one valid URL', () => {
    const href = `${origin}/s/a&b"c'<d>`;
    const xml = sitemapXml([{ loc: href, alternates: [{ hreflang: 'en', href }] }]);
    expect(xml).toContain('/s/a&amp;b&quot;c&apos;&lt;d&gt;</loc>');
    expect(parse(xml)).toEqual([{ loc: href, alternates: [['en', href]] }]);
  });

  it('refuses more URLs than the protocol allows in one file', () => {
    const urls = Array.from({ length: maxSitemapUrls + 1 }, (_, index) => ({
      loc: `${origin}/${index}`,
      alternates: [],
    }));
    expect(() => sitemapXml(urls)).toThrow(/at most 50000 URLs/);
  });
});

describe('thingsById', () => {
  it("pairs each language's address of a thing by its id, and skips one without an address", () => {
    const things = thingsById(
      [
        [
          'en',
          [
            { id: 1, url: '/c/furniture' },
            { id: 2, url: null },
          ],
        ],
        [
          'sv',
          [
            { id: 2, url: 'https://hemma.se/c/belysning' },
            { id: 1, url: '/c/mobler' },
          ],
        ],
      ],
      (item) => item.id,
      (item) => item.url,
    );
    expect(things).toEqual([
      { paths: { en: '/c/furniture', sv: '/c/mobler' } },
      { paths: { sv: '/c/belysning' } },
    ]);
  });
});

describe('pathOfAddress', () => {
  it('keeps a path, takes the path of a full URL and refuses anything else', () => {
    expect(pathOfAddress('/p/x')).toBe('/p/x');
    expect(pathOfAddress('https://hemma.se/p/x')).toBe('/p/x');
    expect(pathOfAddress('//evil.example/p/x')).toBeNull();
    expect(pathOfAddress('')).toBeNull();
  });
});

describe('isPublished', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  it('lists a content page from its activeFrom until its activeTo', () => {
    expect(isPublished({}, now)).toBe(true);
    expect(isPublished({ activeFrom: '2026-03-02T10:00:00Z' }, now)).toBe(true);
    expect(isPublished({ activeFrom: '2026-03-02T10:00:01Z' }, now)).toBe(false);
    expect(isPublished({ activeTo: '2026-03-02T10:00:01Z' }, now)).toBe(true);
    expect(isPublished({ activeTo: '2026-03-02T10:00:00Z' }, now)).toBe(false);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap by its absolute address and keeps crawlers out of the API proxies only', () => {
    const robots = robotsTxt(`${origin}/sitemap.xml`);
    expect(robots).toMatch(/^Sitemap: https:\/\/hemma\.example\/sitemap\.xml$/m);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
