import { shopChannels, resolveShopContext, formatAmount, browserCookies } from '@hemma/data';
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  BundledShopLabelsProvider,
  bundledTranslator,
  ShopContextProvider,
  marketFlagUrl,
  marketNamesIn,
} from '@hemma/shop';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { PublicConfig } from '../config/public';
import { markets, type Locale } from '../config/shop';
import { AppShell } from '../layouts/AppShell';
import type { RootData } from '../rootData';
import type { ScreenLayout } from '../routing/screens';

/** The sales channel of the toolbar: se is the Swedish shop in SEK, com the English one in EUR. */
export type PageChannel = 'se' | 'com';

export function pageChannelOf(globals: Record<string, unknown>): PageChannel {
  return globals.channel === 'com' ? 'com' : 'se';
}

/** A channel's own language (the page texts, menus and fixtures follow it). */
export function pageLocaleOf(channel: PageChannel): 'sv' | 'en' {
  return channel === 'se' ? 'sv' : 'en';
}

/** The recorded carts of the commerce API, one per channel (Finnish market for com). */
export const recordedCartIds: Record<PageChannel, string> = {
  se: 'e90e498c-6371-43dd-aa31-e7f38869b08f',
  com: '236241d1-b564-47aa-b133-2b2230632810',
};

/** What `parameters.page` of a page story sets: the visitor and the screen's address. */
export interface PageStoryParameters {
  /** The visitor is logged in (the header's account button goes to the orders). */
  authenticated?: boolean;
  /** The visitor's cart cookie points at the channel's recorded cart. */
  withCart?: boolean;
  /** No consent choice stored: the cookie banner shows. */
  withoutConsent?: boolean;
  /** The layout the screen asks for in its loader data. */
  layout?: ScreenLayout;
  /** No shell around the screen: what the root error boundary shows when rendering failed. */
  bare?: boolean;
  /** The address the screen is opened at, for screens that read its query (default `/`). */
  url?: string | ((channel: PageChannel) => string);
}

/** The public configuration of a development deployment (what the root loader sends the browser). */
const storyConfig: PublicConfig = {
  graphqlPath: '/graphql',
  apiKey: 'storybook',
  imageBaseUrl: '/images',
  fallbackMarketAlias: 'eu',
  marketInPath: false,
  languageDomains: false,
  startPage: true,
  productListDefaultSort: 'LATEST',
  siteTopThreshold: 0,
};

/** The root loader's data for a visitor of the channel on its default market. */
export function pageRootData(channel: PageChannel, authenticated = false): RootData {
  const locale = pageLocaleOf(channel);
  const market = markets.find(
    (candidate) => candidate.alias === shopChannels[channel].defaultMarket,
  );
  if (!market) throw new Error(`The ${channel} channel's default market is not among the markets`);
  const shop = resolveShopContext({ locale, market });
  return {
    shop,
    moneyTexts: {
      freeShippingOver: formatAmount(
        shop.channel.sellingPoints.freeShippingOver,
        market.currency,
        locale,
      ),
    },
    authenticated,
    config: storyConfig,
    marketNames: marketNamesIn(locale),
    currentMarketFlagUrl: marketFlagUrl(market.countryCode) ?? null,
  } as RootData;
}

/**
 * The visitor's cookies as the app reads them after hydration: the consent choice (so the banner
 * stays away unless the story is about it) and the cart. Returns the clean-up.
 */
export function setVisitorCookies(channel: PageChannel, page: PageStoryParameters): () => void {
  const cookies = browserCookies();
  if (page.withoutConsent) cookies.cookieConsent.clear();
  else cookies.cookieConsent.set(true);
  if (page.withCart) cookies.cart.set(recordedCartIds[channel]);
  else cookies.cart.clear();
  return () => {
    cookies.cookieConsent.clear();
    cookies.cart.clear();
  };
}

interface PageRouterProps {
  channel: PageChannel;
  page: PageStoryParameters;
  children: ReactNode;
}

/**
 * A data router like the app's: the root route (id `root`, the root loader's data) renders the
 * app's own AppShell, which builds the shell settings and picks the layout the page asks for; the
 * page route renders the screen. Loaders that run later (a click on 'Load more') never answer, so
 * a story can show the route loading.
 */
const PageContent = createContext<ReactNode>(null);

function PageScreen() {
  return <>{useContext(PageContent)}</>;
}

function PageRouter({ channel, page, children }: PageRouterProps) {
  const router = useMemo(() => {
    const rootData = pageRootData(channel, page.authenticated);
    const pageData = { layout: page.layout ?? 'default' };
    const never = () => new Promise<never>(() => {});
    const routes: RouteObject[] = [
      {
        id: 'root',
        loader: never,
        element: page.bare ? (
          <Outlet />
        ) : (
          <ShopContextProvider shop={rootData.shop}>
            <AppShell>
              <Outlet />
            </AppShell>
          </ShopContextProvider>
        ),
        children: [{ id: 'page', path: '*', loader: never, element: <PageScreen /> }],
      },
    ];
    return createMemoryRouter(routes, {
      initialEntries: [typeof page.url === 'function' ? page.url(channel) : (page.url ?? '/')],
      hydrationData: { loaderData: { root: rootData, page: pageData } },
    });
  }, [channel, page]);
  return (
    <PageContent.Provider value={children}>
      <RouterProvider router={router} />
    </PageContent.Provider>
  );
}

/**
 * Decorator of the page stories: the toolbar's channel decides language, currency, menus and
 * fixtures; the screen sits in the app's own shell and layout, over MSW's recorded answers.
 */
export const withPage: Decorator = (Story, context) => {
  const channel = pageChannelOf(context.globals);
  const page = (context.parameters.page ?? {}) as PageStoryParameters;
  return (
    <PageI18n locale={pageLocaleOf(channel)}>
      <PageRouter channel={channel} page={page}>
        <Story />
      </PageRouter>
    </PageI18n>
  );
};

function PageI18n({ locale, children }: { locale: Locale & ('sv' | 'en'); children: ReactNode }) {
  return <BundledShopLabelsProvider locale={locale}>{children}</BundledShopLabelsProvider>;
}

/** `beforeEach` of the page stories: the visitor's cookies for the story, removed afterwards. */
export const pageCookies = ({
  globals,
  parameters,
}: {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}) => setVisitorCookies(pageChannelOf(globals), (parameters.page ?? {}) as PageStoryParameters);

/** The page's text in the story's channel, for play functions that read the screen as a shopper. */
export function pageText(globals: Record<string, unknown>) {
  return bundledTranslator(pageLocaleOf(pageChannelOf(globals)));
}

/**
 * Waits until the shell has drawn its header with the main menu from the menu call. On phones the
 * menu lives behind the menu toggle (the navigation is in the page but not shown), so the check
 * finds it hidden or not and asserts what both widths show: the header and its menu toggle or menu.
 */
export async function shellMenusLoaded(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
) {
  const t = pageText(globals);
  const canvas = within(canvasElement);
  const menu = await canvas.findByRole(
    'navigation',
    { name: t('header.mainMenu'), hidden: true },
    { timeout: 5000 },
  );
  // The menu is drawn at once and filled when the menu call answers.
  await waitFor(() => expect(menu.querySelectorAll('li').length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  await expect(canvas.getByRole('banner')).toBeVisible();
  const toggle = canvas.queryByRole('button', { name: t('header.openMenu') });
  await expect(menu.checkVisibility() || (toggle?.checkVisibility() ?? false)).toBe(true);
}
