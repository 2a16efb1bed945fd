import { browserCookieJar, createStorefrontCookies, type CustomerTypeValue } from '@hemma/data';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigation, useRouteLoaderData } from 'react-router';
import { ShellProvider } from '../components/Shell';
import { cookiePrefix } from '../config/shop';
import type { RootData } from '../root';
import { useFavorites } from '../features/favorites/useFavorites';
import { imageUrlBuilder } from '../features/shop/imageUrl';
import { accountPanelRequestOf } from '../routing/loginAction';
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

interface VisitorState {
  cartId: string | null;
  favoritesCount: number;
  customerType: CustomerTypeValue;
}

const sameVisitor = (a: VisitorState, b: VisitorState) =>
  a.cartId === b.cartId && a.favoritesCount === b.favoritesCount && a.customerType === b.customerType;

const serverVisitor: VisitorState = { cartId: null, favoritesCount: 0, customerType: 'PERSON' };

function storefrontCookies() {
  return createStorefrontCookies({
    prefix: cookiePrefix,
    jar: browserCookieJar(),
    secure: window.location.protocol === 'https:',
  });
}

/**
 * The visitor's cookies are read after hydration, so the server HTML and the first browser render
 * agree; the header's cart badge and favorites count follow a moment later.
 */
function useVisitorState() {
  const [visitor, setVisitor] = useState<VisitorState>(serverVisitor);
  useEffect(() => {
    const cookies = storefrontCookies();
    const persisted = cookies.persisted.get();
    const read: VisitorState = {
      cartId: cookies.cart.get() ?? null,
      favoritesCount: persisted.favorites.length,
      customerType: persisted.customerType,
    };
    // A first visit reads what the server assumed: keeping the same object spares the whole shell a render.
    startTransition(() => setVisitor((current) => (sameVisitor(current, read) ? current : read)));
  }, []);
  return [visitor, setVisitor] as const;
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
  const [visitor, setVisitor] = useVisitorState();
  // The favorites store follows every heart on the page, so the header count changes with them.
  const favorites = useFavorites();
  const loading = navigation.state !== 'idle';
  const panelRequest = accountPanelRequestOf(location.search);

  const settings = useMemo(
    () =>
      root
        ? buildShellSettings({
            locale: root.locale,
            marketAlias: root.market.alias,
            marketInPath: root.config.marketInPath,
            authenticated: root.authenticated,
            siteTopThreshold: root.config.siteTopThreshold,
            menuLayout: root.config.menuLayout,
            cartId: visitor.cartId,
            favoritesCount: favorites.length,
            customerType: visitor.customerType,
            onCustomerTypeChange: (customerType) => {
              const cookies = storefrontCookies();
              cookies.persisted.set({ ...cookies.persisted.get(), customerType, vatIncluded: customerType === 'PERSON' });
              setVisitor((current) => ({ ...current, customerType }));
            },
            imageUrl: thumbnailUrlBuilder(root.config.imageBaseUrl),
            marketNames: root.marketNames,
            menus: root.menus,
          })
        : null,
    [root, visitor, setVisitor, favorites],
  );

  if (!settings) return <>{children}</>;
  return (
    <ShellProvider settings={settings}>
      {layout === 'undistracted' ? (
        <UndistractedLayout loading={loading}>{children}</UndistractedLayout>
      ) : layout === 'planning' ? (
        <PlanningToolLayout loading={loading}>{children}</PlanningToolLayout>
      ) : (
        <DefaultLayout loading={loading} initialPanel={panelRequest?.panel} initialFrame={panelRequest?.frame}>
          {children}
        </DefaultLayout>
      )}
    </ShellProvider>
  );
}
