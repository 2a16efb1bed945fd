import { useProductsQuery } from '@hemma/data';
import type { ProductCardData, ProductsSource } from './productsSource';

/**
 * The default products source: the data package's products query. The data package's client adds
 * the channel, language and market; `skip` holds the request back until the list nears the viewport.
 */
export const useCatalogueProducts: ProductsSource = (request, { skip }) => {
  const { take, categoryAlias, brandAlias, discountCampaignAlias, filter } = request;
  const { data, loading, error } = useProductsQuery({
    variables: { take, categoryAlias, brandAlias, discountCampaignAlias, filter },
    skip,
  });
  const products: ProductCardData[] = (data?.products?.products ?? []).flatMap((product) =>
    product ? [product] : [],
  );
  return { products, loading, error: error ?? undefined };
};
