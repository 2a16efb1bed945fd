import type { ProductCardFragment } from '@hemma/data';
import { fixtureData } from '@hemma/data/mocks';
import type { ProductsSource } from '../ProductListWidget/productsSource';
import { fixtureChannelOf } from './widgetFixtures';

/**
 * The products query's answer recorded in a story channel (by its key): twelve products (ids 1001
 * to 1012) with names, addresses and prices in the channel's language and currency. Unit tests
 * read the English one ('com').
 */
export function recordedProductsIn(channelKey: string): ProductCardFragment[] {
  const recorded = fixtureData('products', fixtureChannelOf(channelKey), { take: 12 });
  return (recorded.products?.products ?? []).flatMap((product) => (product ? [product] : []));
}

/** A products source over given products: ids select and order, otherwise the first `take`. */
function productsSourceOver(all: readonly ProductCardFragment[]): ProductsSource {
  return (request, { skip }) => {
    if (skip) return { products: [], loading: true };
    const ids = request.filter.productIds;
    const products = ids ? all.filter((entry) => ids.includes(entry.productId)) : all;
    return { products: products.slice(0, request.take), loading: false };
  };
}

const recordedSources = new Map<string, ProductsSource>();

/** A products source over a story channel's recorded products. */
export function productsSourceIn(channelKey: string): ProductsSource {
  const channel = fixtureChannelOf(channelKey);
  const source = recordedSources.get(channel) ?? productsSourceOver(recordedProductsIn(channel));
  recordedSources.set(channel, source);
  return source;
}
