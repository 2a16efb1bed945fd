import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CustomerType } from '@hemma/data';
import { browserCookies, vatIncludedFor, type ShopContext } from '@hemma/data';

export interface ShopState {
  shop: ShopContext;
  vatIncluded: boolean;
  /** Business or private: written to the persisted-state cookie and applied to the page at once. */
  setCustomerType: (customerType: CustomerType) => void;
}

const ShopStateContext = createContext<ShopState | null>(null);

function rememberCustomerType(customerType: CustomerType) {
  const { persisted } = browserCookies();
  persisted.set({
    ...persisted.get(),
    customerType,
    vatIncluded: vatIncludedFor(customerType),
  });
}

/**
 * The page's shop context in the browser: the root loader's resolution, plus the one thing the
 * visitor changes without a navigation (the customer type). Everything that depends on the shop
 * reads it from here; a market change arrives as new root loader data.
 */
export function ShopContextProvider({
  shop,
  children,
}: {
  shop: ShopContext;
  children: ReactNode;
}) {
  // The choice made on this page; the next request's loader reads the same value from the cookie.
  const [chosen, setChosen] = useState<CustomerType | null>(null);
  const setCustomerType = useCallback((customerType: CustomerType) => {
    rememberCustomerType(customerType);
    setChosen(customerType);
  }, []);
  const value = useMemo<ShopState>(() => {
    const current =
      chosen && chosen !== shop.customerType ? { ...shop, customerType: chosen } : shop;
    return { shop: current, vatIncluded: vatIncludedFor(current.customerType), setCustomerType };
  }, [shop, chosen, setCustomerType]);
  return <ShopStateContext.Provider value={value}>{children}</ShopStateContext.Provider>;
}

/** The shop context of the page, or null outside the app (stories and tests of single parts). */
export function useOptionalShopState(): ShopState | null {
  return useContext(ShopStateContext);
}
