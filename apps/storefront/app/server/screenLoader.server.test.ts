// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveShopContext } from '@hemma/data';
import { markets, type Locale } from '../config/shop';
import { matchScreen } from '../routing/paths';
import { requestStateContext } from '../routing/requestContext';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from './screenLoader.server';

function argsFor(url: string, locale: Locale, rest: string, marketAlias = 'se') {
  const context = new RouterContextProvider();
  const market = markets.find((candidate) => candidate.alias === marketAlias) ?? markets[0];
  context.set(requestStateContext, {
    ...resolveShopContext({ locale, market }),
    screen: matchScreen(rest, locale),
    nonce: 'n',
    authenticated: false,
  });
  return { request: new Request(url), context };
}

describe('screenData', () => {
  it('gives a Swedish screen its title, layout, canonical and hreflang alternates', () => {
    const data = screenData(argsFor('http://shop.test/sv/kassan', 'sv', '/kassan'));
    expect(data).toMatchObject({
      screen: 'checkout',
      layout: 'undistracted',
      title: 'Kassan',
      documentTitle: 'Kassan | Hemma',
      canonical: 'http://shop.test/sv/kassan',
      ogLocale: 'sv_SE',
      noIndex: true,
    });
    expect(data.alternates).toEqual([
      { hreflang: 'en', href: 'http://shop.test/checkout' },
      { hreflang: 'sv', href: 'http://shop.test/sv/kassan' },
      { hreflang: 'x-default', href: 'http://shop.test/checkout' },
    ]);
  });

  it('keeps the parameters in the alternates and lets the page replace its title', () => {
    const data = screenData(argsFor('http://shop.test/s/soffa', 'en', '/s/soffa'), {
      title: (t, params) => t('search.resultsFor', { term: params.search ?? '' }),
    });
    expect(data.title).toBe('Search results for “soffa”');
    expect(data.alternates[1]).toEqual({ hreflang: 'sv', href: 'http://shop.test/sv/s/soffa' });
    expect(data.noIndex).toBe(false);
  });

  it('turns into meta tags: title, description, canonical, alternates and Open Graph', () => {
    const tags = screenMeta({
      loaderData: screenData(argsFor('http://shop.test/favorites', 'en', '/favorites')),
    });
    expect(tags).toContainEqual({ title: 'Favorites | Hemma' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://shop.test/favorites',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'sv',
      href: 'http://shop.test/sv/favoriter',
    });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Favorites' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('answers 404 when the path shows no screen', () => {
    expect(() => screenData(argsFor('http://shop.test/a/b/c/d/e', 'en', '/a/b/c/d/e'))).toThrow();
    try {
      screenData(argsFor('http://shop.test/a/b/c/d/e', 'en', '/a/b/c/d/e'));
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});
