// @vitest-environment node
import { themes } from '@hemma/ui';
import { describe, expect, it } from 'vitest';
import { channelForLocale, channels, customerTypes, defaultLocale, fallbackLocale, languageIds, locales, markets, pathMarkets } from './shop';

describe('shop configuration', () => {
  it('defines the locales sv, en, da, fi and nb with en as default and fallback (spec section 9)', () => {
    expect([...locales].sort()).toEqual(['da', 'en', 'fi', 'nb', 'sv']);
    expect(defaultLocale).toBe('en');
    expect(fallbackLocale).toBe('en');
  });

  it('has the two sales channels of spec section 1, matching the themes of @hemma/ui', () => {
    expect(channels.se).toMatchObject({ channelId: '1|se', currency: 'SEK', defaultLanguage: 'sv' });
    expect(channels.com).toMatchObject({ channelId: '3|com', currency: 'EUR', defaultLanguage: 'en' });
    expect(themes.se.channelId).toBe(channels.se.channelId);
    expect(themes.com.channelId).toBe(channels.com.channelId);
  });

  it('serves Swedish from the se channel and every other language from the com channel', () => {
    expect(channelForLocale('sv').name).toBe('se');
    for (const locale of ['en', 'da', 'fi', 'nb'] as const) expect(channelForLocale(locale).name).toBe('com');
  });

  it('shows VAT for persons and not for organizations', () => {
    expect(customerTypes).toEqual([
      { type: 'PERSON', vat: true },
      { type: 'ORGANIZATION', vat: false },
    ]);
  });

  it('allows each market its own default language, in the groups Scandinavia, Europe and Markets', () => {
    for (const market of markets) expect(market.allowedLanguages).toContain(market.defaultLanguage);
    expect(new Set(markets.map((market) => market.groupKey))).toEqual(new Set(['scandinavia', 'europe', 'markets']));
    expect(new Set(markets.map((market) => market.alias)).size).toBe(markets.length);
  });

  it("matches the commerce API's markets: Sweden in the se channel, the rest in com, Austria only at checkout", () => {
    expect(markets.map((market) => market.alias)).toEqual(['se', 'eu', 'dk', 'no', 'fi', 'de', 'nl', 'fr', 'at']);
    expect(markets.filter((market) => market.channelId === channels.se.channelId).map((market) => market.alias)).toEqual(['se']);
    expect(pathMarkets.map((market) => market.alias)).not.toContain('at');
  });

  it("has the commerce API's language id for every locale", () => {
    expect(languageIds).toEqual({ en: 'en-US', sv: 'sv-SE', da: 'da-DK', fi: 'fi-FI', nb: 'nb-NO' });
  });

  it('has a default market for each channel', () => {
    const aliases: readonly string[] = markets.map((market) => market.alias);
    expect(aliases).toContain(channels.se.defaultMarketAlias);
    expect(aliases).toContain(channels.com.defaultMarketAlias);
  });
});
