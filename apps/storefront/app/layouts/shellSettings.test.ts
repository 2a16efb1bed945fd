import { describe, expect, it } from 'vitest';
import { marketNamesIn } from '@hemma/shop';
import { buildShellSettings, type ShellInput } from './shellSettings';

const input = (overrides: Partial<ShellInput> = {}): ShellInput => ({
  locale: 'sv',
  marketAlias: 'se',
  marketInPath: false,
  authenticated: false,
  siteTopThreshold: 0,
  favoritesCount: 0,
  customerType: 'PERSON',
  onCustomerTypeChange: () => {},
  marketNames: marketNamesIn('sv'),
  freeShippingOver: '997 kr',
  currentPath: '/sv/allt?sort=PRICE',
  pathRules: {
    marketInPath: false,
    startPage: true,
    fallbackMarketAlias: 'eu',
    currentMarket: 'se',
  },
  languageDomains: false,
  ...overrides,
});

describe('buildShellSettings', () => {
  it('localizes the shell links, with the market in front when it is in the path', () => {
    expect(buildShellSettings(input()).links.favorites).toBe('/sv/favoriter');
    const inPath = buildShellSettings(input({ marketInPath: true }));
    expect(inPath.links.index).toBe('/se/sv');
    expect(inPath.links.search('ek bord')).toBe('/se/sv/s/ek%20bord');
  });

  it("gives the menus' canonical paths the page language and market, and leaves them off in the default language", () => {
    expect(buildShellSettings(input()).linkOf?.('/c/mobler/soffor')).toBe('/sv/c/mobler/soffor');
    const inMarket = buildShellSettings(input({ marketAlias: 'fi', marketInPath: true }));
    expect(inMarket.linkOf?.('/c/mobler/soffor')).toBe('/fi/sv/c/mobler/soffor');
    const english = buildShellSettings(input({ locale: 'en', marketAlias: 'eu' }));
    expect(english.linkOf?.('/c/mobler/soffor')).toBe('/c/mobler/soffor');
  });

  it('points each language link at the same page through the change-language route, on this host', () => {
    const { languages } = buildShellSettings(input());
    const from = encodeURIComponent('/sv/allt?sort=PRICE');
    expect(languages).toEqual([
      {
        locale: 'en',
        label: 'English',
        href: `/change-language?to=en&from=${from}`,
        current: false,
      },
      {
        locale: 'sv',
        label: 'Svenska',
        href: `/change-language?to=sv&from=${from}`,
        current: true,
      },
    ]);
  });

  it("points each language link at that language's own domain when domains are configured", () => {
    const hrefs = buildShellSettings(input({ languageDomains: true })).languages.map(
      (language) => language.href,
    );
    expect(hrefs[0]).toMatch(/^https:\/\/hemma\.com\/change-language\?to=en&from=/);
    expect(hrefs[1]).toMatch(/^https:\/\/hemma\.se\/change-language\?to=sv&from=/);
  });

  it('loads the Swedish menus in Swedish and the -com ones otherwise', () => {
    expect(buildShellSettings(input()).menuLanguage).toBe('sv');
    expect(buildShellSettings(input({ locale: 'da' })).menuLanguage).toBe('en');
  });

  it('shows prices with VAT to private customers and without to businesses', () => {
    expect(buildShellSettings(input()).vatIncluded).toBe(true);
    expect(buildShellSettings(input({ customerType: 'ORGANIZATION' })).vatIncluded).toBe(false);
  });

  it('lays the main menu out as configured, the mega menu by default', () => {
    expect(buildShellSettings(input()).menuLayout).toBe('mega');
    expect(buildShellSettings(input({ menuLayout: 'boxed' })).menuLayout).toBe('boxed');
  });

  it('lists only the markets a visitor can be in', () => {
    const { markets } = buildShellSettings(input());
    expect(markets.length).toBeGreaterThan(0);
    expect(markets.every((market) => market.href.startsWith(`/${market.alias}/`))).toBe(true);
  });

  it('keeps the visitor on the same page when choosing a market, in its language when the market allows it', () => {
    const hrefOf = (alias: string) =>
      buildShellSettings(input()).markets.find((market) => market.alias === alias)?.href;
    expect(hrefOf('fi')).toBe('/fi/sv/allt');
    expect(hrefOf('de')).toBe('/de/en/list/all');
  });

  it("names the markets' countries in the visitor's language, as the root loader sent them", () => {
    const names = (locale: 'sv' | 'en') =>
      buildShellSettings(input({ locale, marketNames: marketNamesIn(locale) })).markets.map(
        (market) => market.name,
      );
    expect(names('sv')).toContain('Sverige');
    expect(names('en')).toContain('Sweden');
    expect(
      buildShellSettings(input({ marketNames: {} })).markets.find((market) => market.alias === 'se')
        ?.name,
    ).toBe('SE');
  });
});
