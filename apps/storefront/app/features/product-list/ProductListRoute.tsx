import { useLocation, useNavigate, useNavigation } from 'react-router';
import { ShopProviders } from '../shop/ShopProviders';
import { listSearch, type ListQuery } from './listQuery';
import { ProductListPage, type ProductListPageProps } from './ProductListPage';

export type ProductListRouteProps = Omit<ProductListPageProps, 'onChange' | 'loading'>;

/**
 * A list page inside the router: every change of filter, sort or page is a new URL (so any state
 * can be shared and reloaded), loaded by the route's loader without jumping to the top.
 */
export function ProductListRoute(props: ProductListRouteProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const onChange = (query: ListQuery) => {
    void navigate(`${location.pathname}${listSearch(query)}`, { preventScrollReset: true });
  };
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <ShopProviders>
      <ProductListPage {...props} onChange={onChange} loading={loading} />
    </ShopProviders>
  );
}
