import { ProductsDocument } from '@hemma/data';
import type { RouterContextProvider } from 'react-router';
import { loaderQuery } from '../../data/loaderQuery.server';
import { requestCookies } from '../../data/requestCookies.server';

/** The favorites of the persisted-state cookie as product cards, in the order they were marked. */
export async function loadFavorites({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const ids = requestCookies(request).cookies.persisted.get().favorites;
  if (ids.length === 0) return [];
  const result = await loaderQuery(context, ProductsDocument, {
    take: ids.length,
    filter: { productIds: [...ids] },
  });
  const products = (result.products?.products ?? []).filter((product) => product !== null);
  return ids.flatMap((id) => products.filter((product) => product.productId === id));
}
