// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localizedPath, matchScreen, type ScreenParams } from './paths';
import { screenNames, type ScreenName } from './screens';

type Row = { [N in ScreenName]: [N, ScreenParams<N>, string, string] }[ScreenName];

/** Spec section 2's route table, one row per screen: name, parameters, English path, Swedish path. */
const routeTable: Row[] = [
  ['index', {}, '/', '/sv'],
  ['start', {}, '/start', '/sv/start'],
  ['checkout', {}, '/checkout', '/sv/kassan'],
  ['checkoutConfirm', {}, '/checkout/confirm', '/sv/checkout/confirm'],
  ['checkoutPaymentFailed', {}, '/checkout/klarna-fail', '/sv/checkout/klarna-fail'],
  ['favorites', {}, '/favorites', '/sv/favoriter'],
  ['brands', {}, '/brands', '/sv/varumarken'],
  ['summerCampaign', {}, '/campaign/summer', '/sv/kampanj/sommar'],
  ['confirmSubscription', {}, '/subscriptions/confirm', '/sv/prenumeration/bekrafta'],
  ['allProducts', {}, '/list/all', '/sv/allt'],
  ['list', { type: 'brand', '*': 'hay' }, '/list/brand/hay', '/sv/list/brand/hay'],
  ['listAlias', { '*': 'summer/sale' }, '/l/summer/sale', '/sv/l/summer/sale'],
  ['category', { category: 'soffor' }, '/c/soffor', '/sv/c/soffor'],
  [
    'subCategory',
    { parent: 'mobler', category: 'soffor' },
    '/c/mobler/soffor',
    '/sv/c/mobler/soffor',
  ],
  ['brand', { '*': 'hay' }, '/b/hay', '/sv/b/hay'],
  ['discountCampaign', { '*': 'black-week' }, '/dc/black-week', '/sv/dc/black-week'],
  ['search', { search: 'soffa bord' }, '/s/soffa%20bord', '/sv/s/soffa%20bord'],
  ['accountOrders', {}, '/my-account/orders', '/sv/mina-sidor/ordrar'],
  ['accountBalance', {}, '/my-account/balance', '/sv/mina-sidor/saldo'],
  ['accountSettings', {}, '/my-account/settings', '/sv/mina-sidor/installningar'],
  ['account', {}, '/account', '/sv/account'],
  ['resetPassword', {}, '/account/reset-password', '/sv/account/reset-password'],
  ['notFound', {}, '/404', '/sv/404'],
  ['previewWidgets', {}, '/preview-widgets', '/sv/preview-widgets'],
  ['planningTool', {}, '/pythagoras-planeringsverktyg', '/sv/pythagoras-planeringsverktyg'],
  ['cookies', {}, '/cookies', '/sv/cookies'],
  ['product', { alias: 'ek-stol' }, '/p/ek-stol', '/sv/p/ek-stol'],
  [
    'productInCategory',
    { level1: 'stolar', alias: 'ek-stol' },
    '/p/stolar/ek-stol',
    '/sv/p/stolar/ek-stol',
  ],
  [
    'productInSubCategory',
    { level1: 'mobler', level2: 'stolar', alias: 'ek-stol' },
    '/p/mobler/stolar/ek-stol',
    '/sv/p/mobler/stolar/ek-stol',
  ],
  ['productLegacy', { alias: 'ek-stol' }, '/product/ek-stol', '/sv/product/ek-stol'],
  ['content', { alias: 'om-oss' }, '/content/om-oss', '/sv/content/om-oss'],
  ['contentAlias', { alias: 'om-oss' }, '/om-oss', '/sv/om-oss'],
];

describe('localizedPath', () => {
  it('covers every screen of the route table', () => {
    expect(routeTable.map(([name]) => name).sort()).toEqual([...screenNames].sort());
  });

  it.each(routeTable)(
    'builds %s in English without prefix and in Swedish under /sv',
    (name, params, en, sv) => {
      expect(localizedPath(name, 'en', params as never)).toBe(en);
      expect(localizedPath(name, 'sv', params as never)).toBe(sv);
    },
  );

  it.each(routeTable)(
    'matches the paths of %s back to the same screen and parameters',
    (name, params, en, sv) => {
      expect(matchScreen(en, 'en')).toEqual({ name, params: expect.objectContaining(params) });
      expect(matchScreen(sv.replace(/^\/sv/, '') || '/', 'sv')).toEqual({
        name,
        params: expect.objectContaining(params),
      });
    },
  );

  it('puts da, fi and nb in front of the English paths', () => {
    expect(localizedPath('checkout', 'da')).toBe('/da/checkout');
    expect(localizedPath('favorites', 'fi')).toBe('/fi/favorites');
    expect(localizedPath('index', 'nb')).toBe('/nb');
  });

  it('puts /{market}/{locale} in front when the market is in the path, also for the default language', () => {
    expect(localizedPath('checkout', 'sv', {}, { market: 'se' })).toBe('/se/sv/kassan');
    expect(localizedPath('index', 'en', {}, { market: 'eu' })).toBe('/eu/en');
    expect(localizedPath('category', 'en', { category: 'chairs' }, { market: 'de' })).toBe(
      '/de/en/c/chairs',
    );
  });

  it('leaves out optional segments that are not given', () => {
    expect(localizedPath('productLegacy', 'en')).toBe('/product');
    expect(localizedPath('content', 'sv')).toBe('/sv/content');
    expect(localizedPath('list', 'en', { type: 'all' })).toBe('/list/all');
  });

  it('encodes parameters and each segment of a splat', () => {
    expect(localizedPath('search', 'en', { search: 'a/b?c' })).toBe('/s/a%2Fb%3Fc');
    expect(localizedPath('brand', 'en', { '*': 'stora möbler/ek' })).toBe(
      '/b/stora%20m%C3%B6bler/ek',
    );
  });

  it('finds no screen for paths outside the table', () => {
    expect(matchScreen('/a/b/c/d/e', 'en')).toBeNull();
    expect(matchScreen('/kassan/extra', 'sv')).toBeNull();
  });
});
