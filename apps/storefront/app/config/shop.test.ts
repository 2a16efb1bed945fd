// @vitest-environment node
import {
  channelById,
  channelList,
  defaultChannelForLanguage,
  shopChannels,
  customerTypes,
  vatIncludedFor,
} from '@hemma/data';
import { themes } from '@hemma/ui';
import { describe, expect, it } from 'vitest';
import { defaultLocale, fallbackLocale, languageIds, locales, markets, pathMarkets } from './shop';

describe('shop configuration', () => {
  it('defines the locales sv, en, da, fi and nb with en as default and fallback (spec section 9)', () => {
    expect([...locales].sort()).toEqual(['da', 'en', 'fi', 'nb', 'sv']);
    expect(defaultLocale).toBe('en');
    expect(fallbackLocale).toBe('en');
  });

  it('has the two sales channels of spec section 1 in the channel registry, each naming a theme of @hemma/ui', () => {
    expect(shopChannels.se).toMatchObject({
      id: '1|se',
      currency: 'SEK',
      languages: ['sv', 'en'],
      themeName: 'se',
    });
    expect(shopChannels.com).toMatchObject({ id: '3|com', currency: 'EUR', themeName: 'com' });
    expect(shopChannels.com.languages[0]).toBe('en');
    for (const channel of channelList()) expect(Object.keys(themes)).toContain(channel.themeName);
  });

  it("files every market under a channel of the registry, whose currency is the market's", () => {
    for (const market of markets)
      expect(channelById(market.channelId)?.currency).toBe(market.currency);
  });

  it('starts a visitor without a market in the channel whose default language is theirs (Swedish: se; the others: com)', () => {
    expect(defaultChannelForLanguage('sv').key).toBe('se');
    for (const locale of ['en', 'da', 'fi', 'nb'] as const)
      expect(defaultChannelForLanguage(locale).key).toBe('com');
  });

  it('shows VAT for persons and not for organizations', () => {
    expect(customerTypes.map((type) => [type, vatIncludedFor(type)])).toEqual([
      ['PERSON', true],
      ['ORGANIZATION', false],
    ]);
  });

  it('allows each market its own default language, in the groups Scandinavia, Europe and Markets', () => {
    for (const market of markets) expect(market.allowedLanguages).toContain(market.defaultLanguage);
    expect(new Set(markets.map((market) => market.groupKey))).toEqual(
      new Set(['scandinavia', 'europe', 'markets']),
    );
    expect(new Set(markets.map((market) => market.alias)).size).toBe(markets.length);
  });

  it("matches the commerce API's markets: Sweden in the se channel, the rest in com, Austria only at checkout", () => {
    expect(markets.map((market) => market.alias)).toEqual([
      'se',
      'eu',
      'dk',
      'no',
      'fi',
      'de',
      'nl',
      'fr',
      'at',
    ]);
    expect(
      markets
        .filter((market) => market.channelId === shopChannels.se.id)
        .map((market) => market.alias),
    ).toEqual(['se']);
    expect(pathMarkets.map((market) => market.alias)).not.toContain('at');
  });

  it("has the commerce API's language id for every locale", () => {
    expect(languageIds).toEqual({
      en: 'en-US',
      sv: 'sv-SE',
      da: 'da-DK',
      fi: 'fi-FI',
      nb: 'nb-NO',
    });
  });

  it('has a default market for each channel', () => {
    const aliases: readonly string[] = markets.map((market) => market.alias);
    for (const channel of channelList()) expect(aliases).toContain(channel.defaultMarket);
  });
});
