import { describe, expect, it } from 'vitest';
import { buildShellSettings, marketNamesIn, type ShellInput } from './shellSettings';

const input = (overrides: Partial<ShellInput> = {}): ShellInput => ({
  locale: 'sv',
  marketAlias: 'se',
  marketInPath: false,
  authenticated: false,
  siteTopThreshold: 0,
  cartId: null,
  favoritesCount: 0,
  customerType: 'PERSON',
  onCustomerTypeChange: () => {},
  marketNames: marketNamesIn('sv'),
  freeShippingOver: '997 kr',
  ...overrides,
});

describe('buildShellSettings', () => {
  it('localizes the shell links, with the market in front when it is in the path', () => {
    expect(buildShellSettings(input()).links.favorites).toBe('/sv/favoriter');
    const inPath = buildShellSettings(input({ marketInPath: true }));
    expect(inPath.links.index).toBe('/se/sv');
    expect(inPath.links.search('ek bord')).toBe('/se/sv/s/ek%20bord');
  });

  it("points each language link at that language's own domain", () => {
    const { languages } = buildShellSettings(input());
    expect(languages).toEqual([
      { locale: 'en', label: 'English', href: 'https://hemma.com/', current: false },
      { locale: 'sv', label: 'Svenska', href: 'https://hemma.se/', current: true },
    ]);
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

  it("names the markets' countries in the visitor's language, as the root loader sent them", () => {
    const names = (locale: 'sv' | 'en') => buildShellSettings(input({ locale, marketNames: marketNamesIn(locale) })).markets.map((market) => market.name);
    expect(names('sv')).toContain('Sverige');
    expect(names('en')).toContain('Sweden');
    expect(buildShellSettings(input({ marketNames: {} })).markets.find((market) => market.alias === 'se')?.name).toBe('SE');
  });
});
