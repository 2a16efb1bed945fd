// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withAlternativeUrls } from './alternateUrls';

const origin = 'https://shop.example';
/** The screen's own alternates: the same path in each language (the path table). */
const screenAlternates = [
  { hreflang: 'en', href: `${origin}/p/sofas/bo-sofa` },
  { hreflang: 'sv', href: `${origin}/sv/p/sofas/bo-sofa` },
  { hreflang: 'x-default', href: `${origin}/p/sofas/bo-sofa` },
];
/** What the commerce API answers: each channel's address in each of its languages. */
const apiUrls = [
  { url: 'https://hemma.se/p/soffor/bo-soffa', language: 'sv', channelId: '1|se' },
  { url: 'https://hemma.se/p/sofas/bo-sofa-se', language: 'en', channelId: '1|se' },
  { url: 'https://hemma.com/p/sofas/bo-sofa', language: 'en', channelId: '3|com' },
  { url: 'https://hemma.com/p/soffor/bo-soffa-com', language: 'sv', channelId: '3|com' },
  null,
];
const hrefOf = (locale: string, path: string) =>
  `${origin}${locale === 'en' ? '' : `/${locale}`}${path}`;
const hrefs = (alternates: { hreflang: string; href: string }[]) =>
  Object.fromEntries(alternates.map((alternate) => [alternate.hreflang, alternate.href]));

describe('hreflang alternates with language-specific aliases', () => {
  it("gives the other language its own alias from the API, in that language's own channel", () => {
    const english = withAlternativeUrls(
      screenAlternates,
      { locale: 'en', canonical: `${origin}/p/sofas/bo-sofa` },
      apiUrls,
      hrefOf,
    );
    expect(hrefs(english)).toEqual({
      en: `${origin}/p/sofas/bo-sofa`,
      sv: `${origin}/sv/p/soffor/bo-soffa`,
      'x-default': `${origin}/p/sofas/bo-sofa`,
    });
  });

  it('names the canonical address for the page language, and x-default follows the default language', () => {
    const swedish = withAlternativeUrls(
      screenAlternates,
      { locale: 'sv', canonical: `${origin}/sv/p/soffor/bo-soffa` },
      apiUrls,
      hrefOf,
    );
    expect(hrefs(swedish)).toEqual({
      en: `${origin}/p/sofas/bo-sofa`,
      sv: `${origin}/sv/p/soffor/bo-soffa`,
      'x-default': `${origin}/p/sofas/bo-sofa`,
    });
  });

  it("takes another channel's address when the language's own channel has none", () => {
    const onlyCom = apiUrls.filter((entry) => entry?.channelId === '3|com');
    const english = withAlternativeUrls(
      screenAlternates,
      { locale: 'en', canonical: `${origin}/p/sofas/bo-sofa` },
      onlyCom,
      hrefOf,
    );
    expect(hrefs(english).sv).toBe(`${origin}/sv/p/soffor/bo-soffa-com`);
  });

  it("keeps the screen's path for a language the API names nothing for, or without addresses", () => {
    const english = withAlternativeUrls(
      screenAlternates,
      { locale: 'en', canonical: `${origin}/p/sofas/bo-sofa` },
      [apiUrls[2] ?? null],
      hrefOf,
    );
    expect(hrefs(english).sv).toBe(`${origin}/sv/p/sofas/bo-sofa`);
    expect(
      withAlternativeUrls(
        screenAlternates,
        { locale: 'en', canonical: `${origin}/p/sofas/bo-sofa` },
        null,
        hrefOf,
      ),
    ).toEqual(screenAlternates);
  });

  it('takes only the path of an address, never its host', () => {
    const hostile = [{ url: 'https://evil.example/p/x', language: 'sv', channelId: '1|se' }];
    const english = withAlternativeUrls(
      screenAlternates,
      { locale: 'en', canonical: `${origin}/p/sofas/bo-sofa` },
      hostile,
      hrefOf,
    );
    expect(hrefs(english).sv).toBe(`${origin}/sv/p/x`);
  });
});
