import { useContext, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { ShopProviders } from './ShopProviders';

/**
 * The shop providers for parts of the shell (the cart panels) that the app renders inside its data
 * router, but that stories and tests render inside a plain router with the providers given from
 * outside (`ShopProvidersView`): there the outer ones stay in effect.
 */
export function RoutedShopProviders({ children }: { children: ReactNode }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <ShopProviders>{children}</ShopProviders> : <>{children}</>;
}
