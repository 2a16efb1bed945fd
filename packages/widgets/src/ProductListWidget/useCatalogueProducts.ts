import type { ProductsSource } from './productsSource';

const notConnected = new Error('no products source: wrap the area in a WidgetsProvider with productsSource');

/**
 * The default products source. It becomes the data package's products query as soon as that
 * package exports it; until then the app supplies `productsSource` through WidgetsProvider.
 */
export const useCatalogueProducts: ProductsSource = (_request, { skip }) => ({
  products: [],
  loading: false,
  error: skip ? undefined : notConnected,
});
