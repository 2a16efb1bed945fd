// @vitest-environment node
import {
  defineChannels,
  shopChannels,
  apiVariablesOf,
  channelOfMarket,
  resolveShopContext,
} from '@hemma/data';
import { describe, expect, it } from 'vitest';
import { markets, type Market } from '../config/shop';
import { requestCookies } from '../data/requestCookies.server';
import { resolveAppPath, type PathRules } from '../routing/marketPath';

function market(alias: string): Market {
  const found = markets.find((candidate) => candidate.alias === alias);
  if (!found) throw new Error(`No market ${alias}`);
  return found;
}

/** The visitor's cookies as a request with this Cookie header sends them. */
const cookiesOf = (header: string) =>
  requestCookies(new Request('http://shop.test/', { headers: { cookie: header } })).cookies;
const persisted = (customerType: string) =>
  cookiesOf(`hemma=${encodeURIComponent(JSON.stringify({ customerType }))}`);

/** The shop context of a path, as the root middleware resolves it. */
function shopOfPath(pathname: string, rules: Partial<PathRules> = {}, cookies = cookiesOf('')) {
  const resolution = resolveAppPath(pathname, {
    marketInPath: false,
    startPage: true,
    fallbackMarketAlias: 'eu',
    ...rules,
  });
  if (resolution.kind !== 'screen') throw new Error(`${pathname} resolved to ${resolution.kind}`);
  return resolveShopContext({ locale: resolution.locale, market: resolution.market, cookies });
}

describe('resolveShopContext', () => {
  it('takes the channel from the market: a Swedish page in the Finnish (euro) market is the com channel throughout', () => {
    const shop = shopOfPath('/sv/allt', { currentMarket: 'fi' });
    expect(shop.locale).toBe('sv');
    expect(shop.market.alias).toBe('fi');
    expect(shop.channel.key).toBe('com');
    expect(shop.channel.themeName).toBe('com');
    expect(apiVariablesOf(shop)).toEqual({
      channelId: '3|com',
      marketId: 'fi',
      languageId: 'sv-SE',
    });
  });

  it('gives a Swedish page in the Swedish market the se channel, theme and variables', () => {
    const shop = shopOfPath('/sv/allt');
    expect(shop.channel.themeName).toBe('se');
    expect(apiVariablesOf(shop)).toEqual({
      channelId: '1|se',
      marketId: 'se',
      languageId: 'sv-SE',
    });
  });

  it('reads market and locale from a market-in-path address: /fi/sv/... is the com channel in Swedish', () => {
    const shop = shopOfPath('/fi/sv/allt', { marketInPath: true });
    expect(shop.channel.themeName).toBe('com');
    expect(apiVariablesOf(shop)).toEqual({
      channelId: '3|com',
      marketId: 'fi',
      languageId: 'sv-SE',
    });
  });

  it('reads the customer type from the persisted-state cookie, Person when it is missing or malformed', () => {
    expect(shopOfPath('/', {}, persisted('ORGANIZATION')).customerType).toBe('ORGANIZATION');
    expect(shopOfPath('/', {}, cookiesOf('')).customerType).toBe('PERSON');
    expect(shopOfPath('/', {}, cookiesOf('hemma=%7Bnot json')).customerType).toBe('PERSON');
  });

  it('refuses a market filed under a channel the registry does not hold, naming both', () => {
    const orphan = { ...market('se'), alias: 'xx', channelId: '9|xx' };
    expect(() => channelOfMarket(orphan)).toThrow('Market "xx" is filed under channel 9|xx');
  });

  it('resolves against another registry, so a channel added there needs no code', () => {
    const registry = defineChannels([
      ...Object.values(shopChannels),
      {
        ...shopChannels.com,
        key: 'no',
        id: '4|no',
        themeName: 'no',
        currency: 'NOK',
        languages: ['nb', 'en'],
        defaultMarket: 'no',
        domain: 'hemma.no',
        sellingPoints: { freeShippingOver: 999 },
      },
    ]);
    const norway = { ...market('no'), channelId: '4|no', currency: 'NOK' };
    expect(resolveShopContext({ locale: 'nb', market: norway }, registry).channel.themeName).toBe(
      'no',
    );
  });
});
