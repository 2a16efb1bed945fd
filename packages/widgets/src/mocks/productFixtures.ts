import { fixtureData } from '@hemma/data/mocks';
import type { ProductCardData, ProductsSource } from '../ProductListWidget/productsSource';
import { fixtureChannelOf } from './widgetFixtures';

const price = (selling: number, regular = selling) => ({
  isDiscounted: selling < regular,
  sellingPriceIncVatFormatted: `${selling.toLocaleString('sv-SE')} kr`,
  regularPriceIncVatFormatted: `${regular.toLocaleString('sv-SE')} kr`,
  sellingPriceExVatFormatted: `${(selling * 0.8).toLocaleString('sv-SE')} kr`,
  regularPriceExVatFormatted: `${(regular * 0.8).toLocaleString('sv-SE')} kr`,
});

const product = (
  productId: number,
  name: string,
  brand: string,
  alias: string,
  selling: number,
  regular?: number,
): ProductCardData => ({
  productId,
  name,
  alias,
  canonicalUrl: `/p/sofas/${alias}`,
  images: [`${alias}.jpg`],
  brand: { name: brand },
  unitPrice: price(selling, regular),
});

/** Products in the shape of the products query, for stories and tests. */
export const productFixtures: ProductCardData[] = [
  product(1001, 'Tove 3-seat sofa, linen', 'Hemma', 'tove-3-seat-sofa-linen', 12995, 15995),
  product(1002, 'Alva armchair, wool', 'Nordform', 'alva-armchair-wool', 6495),
  product(1003, 'Ek dining table 180', 'Hemma', 'ek-dining-table-180', 9995),
  product(1004, 'Lykta table lamp, brass', 'Ljus & Form', 'lykta-table-lamp-brass', 1495, 1895),
  product(1005, 'Sten rug 200×300', 'Väv', 'sten-rug-200x300', 4995),
  product(1006, 'Linne duvet cover, sage', 'Väv', 'linne-duvet-cover-sage', 899),
  product(1007, 'Björk sideboard', 'Nordform', 'bjork-sideboard', 8495),
  product(1008, 'Moln 2-seat sofa, bouclé', 'Hemma', 'moln-2-seat-sofa-boucle', 10995),
  product(1009, 'Vide basket set', 'Väv', 'vide-basket-set', 595),
  product(1010, 'Skog coffee table', 'Hemma', 'skog-coffee-table', 3995, 4995),
  product(1011, 'Glöd pendant lamp', 'Ljus & Form', 'glod-pendant-lamp', 2295),
  product(1012, 'Vila daybed', 'Nordform', 'vila-daybed', 7995),
];

/** A products source over given products: ids select and order, otherwise the first `take`. */
function productsSourceOver(all: readonly ProductCardData[]): ProductsSource {
  return (request, { skip }) => {
    if (skip) return { products: [], loading: true };
    const ids = request.filter.productIds;
    const products = ids ? all.filter((entry) => ids.includes(entry.productId)) : all;
    return { products: products.slice(0, request.take), loading: false };
  };
}

/** A products source over the fixtures: ids select and order, otherwise the first `take`. */
export const fixtureProductsSource: ProductsSource = productsSourceOver(productFixtures);

/**
 * The products query's answer recorded in a story channel (by its key): the same twelve products
 * (ids 1001 to 1012) with names, addresses and prices in the channel's language and currency.
 */
export function recordedProductsIn(channelKey: string): ProductCardData[] {
  const recorded = fixtureData('products', fixtureChannelOf(channelKey), { take: 12 });
  return (recorded.products?.products ?? []).flatMap((product) => (product ? [product] : []));
}

const recordedSources = new Map<string, ProductsSource>();

/** A products source over a story channel's recorded products, as `fixtureProductsSource`. */
export function productsSourceIn(channelKey: string): ProductsSource {
  const channel = fixtureChannelOf(channelKey);
  const source = recordedSources.get(channel) ?? productsSourceOver(recordedProductsIn(channel));
  recordedSources.set(channel, source);
  return source;
}
