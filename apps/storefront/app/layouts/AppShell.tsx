import { useMemo, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigation, useRouteLoaderData } from 'react-router';
import { LinkProvider } from '@hemma/ui';
import { useOptionalShopState, ShellProvider, imageUrlBuilder, routerLink } from '@hemma/shop';
import type { RootData } from '../rootData';
import { accountPanelRequestOf, useFavorites } from '@hemma/data';
import type { ScreenLayout } from '../routing/screens';
import { DefaultLayout } from './DefaultLayout';
import { PlanningToolLayout } from './PlanningToolLayout';
import { buildShellSettings } from './shellSettings';
import { UndistractedLayout } from './UndistractedLayout';

/** The layout the current page asks for in its loader data; default otherwise (spec section 2). */
function useRequestedLayout(): ScreenLayout {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as { layout?: ScreenLayout } | undefined;
  return leaf?.layout ?? 'default';
}

/** Thumbnails are drawn under 100 px wide (spec section 9); the smallest picture the API draws serves them. */
const thumbnailWidth = 320;

function thumbnailUrlBuilder(imageBaseUrl: string) {
  const build = imageUrlBuilder(imageBaseUrl, 'product');
  return (fileName: string) => build(fileName, thumbnailWidth);
}

/** Puts the page into the layout it asks for, with the shell's settings from the root data. */
export function AppShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const layout = useRequestedLayout();
  const navigation = useNavigation();
  const location = useLocation();
  const shopState = useOptionalShopState();
  // The favorites store follows every heart on the page, so the header count changes with them.
  const favorites = useFavorites();
  const loading = navigation.state !== 'idle';
  const panelRequest = accountPanelRequestOf(location.search);

  const settings = useMemo(
    () =>
      root && shopState
        ? buildShellSettings({
            locale: shopState.shop.locale,
            marketAlias: shopState.shop.market.alias,
            marketInPath: root.config.marketInPath,
            authenticated: root.authenticated,
            siteTopThreshold: root.config.siteTopThreshold,
            menuLayout: root.config.menuLayout,
            favoritesCount: favorites.length,
            customerType: shopState.shop.customerType,
            onCustomerTypeChange: shopState.setCustomerType,
            imageUrl: thumbnailUrlBuilder(root.config.imageBaseUrl),
            marketNames: root.marketNames,
            freeShippingOver: root.moneyTexts.freeShippingOver,
            currentMarketFlagUrl: root.currentMarketFlagUrl ?? undefined,
            currentPath: `${location.pathname}${location.search}`,
            pathRules: {
              marketInPath: root.config.marketInPath,
              startPage: root.config.startPage,
              fallbackMarketAlias: root.config.fallbackMarketAlias,
              currentMarket: shopState.shop.market.alias,
            },
            languageDomains: root.config.languageDomains,
            menus: root.menus,
          })
        : null,
    [root, shopState, favorites, location.pathname, location.search],
  );

  if (!settings) return <>{children}</>;
  // The shell's parts (header, menus, footer) link through ui's LinkProvider: here, the router's
  // links, with paths the shell has already localized.
  return (
    <LinkProvider linkComponent={routerLink}>
      <ShellProvider settings={settings}>
        {layout === 'undistracted' ? (
          <UndistractedLayout loading={loading}>{children}</UndistractedLayout>
        ) : layout === 'planning' ? (
          <PlanningToolLayout loading={loading}>{children}</PlanningToolLayout>
        ) : (
          <DefaultLayout
            loading={loading}
            initialPanel={panelRequest?.panel}
            initialFrame={panelRequest?.frame}
          >
            {children}
          </DefaultLayout>
        )}
      </ShellProvider>
    </LinkProvider>
  );
}
