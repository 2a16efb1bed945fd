import { useOnDemandQuery, type ProductCardFragment } from '@hemma/data';
import type { ProductsSource } from './productsSource';

/**
 * The default products source: the data package's products query. The data package's client adds
 * the channel, language and market; `skip` holds the request back until the list nears the viewport,
 * and Apollo loads with the first request.
 */
export const useCatalogueProducts: ProductsSource = (request, { skip }) => {
  const { take, categoryAlias, brandAlias, discountCampaignAlias, filter } = request;
  const { data, loading, error } = useOnDemandQuery((documents) => documents.ProductsDocument, {
    variables: { take, categoryAlias, brandAlias, discountCampaignAlias, filter },
    skip,
  });
  const products: ProductCardFragment[] = (data?.products?.products ?? []).flatMap((product) =>
    product ? [product] : [],
  );
  return { products, loading, error: error ?? undefined };
};
