import { PreparedWidgetAreaView } from '@hemma/widgets';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { LoadedWidgetArea } from '../content/ContentArea';
import { ShopProviders } from '../shop/ShopProviders';
import {
  listSearch,
  ProductListPage,
  type ListQuery,
  type ProductListPageProps,
  FavoriteProductCard,
} from '@hemma/shop';

export interface ProductListRouteProps extends Omit<
  ProductListPageProps,
  'onChange' | 'loading' | 'top' | 'bottom' | 'productCard'
> {
  /** The list's widget areas from the loader (family Productlist, Top and Bottom). */
  areas?: { top: LoadedWidgetArea | null; bottom: LoadedWidgetArea | null };
}

/** What a list loader returns that the page draws; the route adds the title and description. */
export type LoadedList = Pick<
  ProductListRouteProps,
  'query' | 'sort' | 'defaultSort' | 'products' | 'total' | 'filters' | 'areas'
>;

/** The list's own props out of a loader's list, so every list route draws it the same way. */
export function loadedListProps(list: LoadedList): LoadedList {
  const { query, sort, defaultSort, products, total, filters, areas } = list;
  return { query, sort, defaultSort, products, total, filters, areas };
}

/**
 * A list page inside the router: every change of filter, sort or page is a new URL (so any state
 * can be shared and reloaded), loaded by the route's loader without jumping to the top.
 */
export function ProductListRoute({ areas, ...props }: ProductListRouteProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const onChange = (query: ListQuery) => {
    void navigate(`${location.pathname}${listSearch(query)}`, { preventScrollReset: true });
  };
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <ShopProviders>
      {/* The list-page-routing guard (routing/listPageRouting): a new path starts the page over from its own URL. */}
      <ProductListPage
        key={location.pathname}
        {...props}
        onChange={onChange}
        loading={loading}
        productCard={FavoriteProductCard}
        top={areas?.top ? <PreparedWidgetAreaView area={areas.top} density="compact" /> : null}
        bottom={areas?.bottom ? <PreparedWidgetAreaView area={areas.bottom} belowTheFold /> : null}
      />
    </ShopProviders>
  );
}
