import { LinkProvider, SidePanelProvider, SnackbarProvider } from '@hemma/ui';
import { useMemo, type ReactNode } from 'react';
import { BundledShopLabelsProvider, TranslatedUiLabels } from '../labels';
import { MemoryRouter } from 'react-router';
import { routerLink } from '../providers/routerLink';
import { ShellProvider, type ShellSettings } from '../shell';
import { marketFlagUrl } from '../shell/marketFlag';

/** Shell settings of the English shop on the EU market, logged out (the cart is the cart store's: none until a test gives one). */
export function testShellSettings(overrides: Partial<ShellSettings> = {}): ShellSettings {
  return {
    siteName: 'Hemma',
    menuLanguage: 'en',
    links: {
      index: '/',
      favorites: '/favorites',
      accountOrders: '/my-account/orders',
      accountBalance: '/my-account/balance',
      accountSettings: '/my-account/settings',
      cookies: '/cookies',
      checkout: '/checkout',
      account: '/account',
      search: (text) => `/s/${encodeURIComponent(text)}`,
    },
    menuState: 'click',
    menuLayout: 'mega',
    darkHeader: false,
    loggedIn: false,
    favoritesCount: 0,
    searchTags: ['sofa', 'oak', 'lamp', 'rug'],
    languages: [
      { locale: 'en', label: 'English', href: 'https://hemma.com/', current: true },
      { locale: 'sv', label: 'Svenska', href: 'https://hemma.se/', current: false },
    ],
    markets: [
      {
        alias: 'se',
        countryCode: 'se',
        name: 'Sweden',
        currency: 'SEK',
        groupKey: 'scandinavia',
        href: '/se/en/',
      },
      {
        alias: 'dk',
        countryCode: 'dk',
        name: 'Denmark',
        currency: 'DKK',
        groupKey: 'scandinavia',
        href: '/dk/en/',
      },
      {
        alias: 'no',
        countryCode: 'no',
        name: 'Norway',
        currency: 'NOK',
        groupKey: 'scandinavia',
        href: '/no/en/',
      },
      {
        alias: 'fin',
        countryCode: 'fi',
        name: 'Finland',
        currency: 'EUR',
        groupKey: 'scandinavia',
        href: '/fin/en/',
      },
      {
        alias: 'eu',
        countryCode: 'eu',
        name: 'Europe',
        currency: 'EUR',
        groupKey: 'europe',
        href: '/eu/en/',
      },
      {
        alias: 'de',
        countryCode: 'de',
        name: 'Germany',
        currency: 'EUR',
        groupKey: 'europe',
        href: '/de/en/',
      },
      {
        alias: 'gb',
        countryCode: 'gb',
        name: 'United Kingdom',
        currency: 'GBP',
        groupKey: 'markets',
        href: '/gb/en/',
      },
      {
        alias: 'us',
        countryCode: 'us',
        name: 'United States',
        currency: 'USD',
        groupKey: 'markets',
        href: '/us/en/',
      },
    ],
    currentMarketAlias: 'eu',
    currentMarketFlagUrl: marketFlagUrl('eu'),
    customerType: 'PERSON',
    vatIncluded: true,
    freeShippingOver: '€89',
    onCustomerTypeChange: () => {},
    searchOnlyAtTop: true,
    siteTopThreshold: 0,
    ...overrides,
  };
}

export interface ShellTestProvidersProps {
  children: ReactNode;
  locale?: 'en' | 'sv';
  path?: string;
  settings?: Partial<ShellSettings>;
  initialPanel?: string;
  initialFrame?: string;
}

/** i18n (with ui's own words in the same language), a memory router that ui's LinkProvider links through, the shell settings and the side panel and snackbar controllers. */
export function ShellTestProviders({
  children,
  locale = 'en',
  path = '/',
  settings,
  initialPanel,
  initialFrame,
}: ShellTestProvidersProps) {
  const shell = useMemo(() => testShellSettings(settings), [settings]);
  return (
    <BundledShopLabelsProvider locale={locale}>
      <TranslatedUiLabels>
        <MemoryRouter initialEntries={[path]}>
          <LinkProvider linkComponent={routerLink}>
            <ShellProvider settings={shell}>
              <SidePanelProvider initialPanel={initialPanel} initialFrame={initialFrame}>
                <SnackbarProvider>{children}</SnackbarProvider>
              </SidePanelProvider>
            </ShellProvider>
          </LinkProvider>
        </MemoryRouter>
      </TranslatedUiLabels>
    </BundledShopLabelsProvider>
  );
}
