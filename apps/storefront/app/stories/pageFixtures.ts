import { fixtureData } from '@hemma/data/mocks';
import { createHtmlSanitizer, prepareWidgetArea, type ProductCardData } from '@hemma/widgets';
import {
  brandEntriesOf,
  type BrandEntry,
  dateFormats,
  emptyListQuery,
  jsonLdScript,
  listFiltersData,
  productJsonLd,
  type ProductData,
  relatedCards,
  withReviewDays,
} from '@hemma/shop';
import type { ProductRouteProps } from '../features/product/ProductRoute';
import type { ProductListRouteProps } from '../features/product-list/ProductListRoute';
import type { LoadedWidgetArea } from '../features/content/ContentArea';
import type { PageChannel } from './PageStoryFrame';

/**
 * What the route loaders would hand the screens, taken from the commerce API's recorded answers
 * (the same fixtures MSW serves), in the story's channel.
 */

/** The loaders prepare an area on the server; a story does it with this window's sanitizer. */
function storyLoadedArea(area: Parameters<typeof prepareWidgetArea>[0]): LoadedWidgetArea {
  return prepareWidgetArea(area, { sanitize: createHtmlSanitizer(window) });
}

/** The front page's widget area; the server asks for the desktop area on every device (spec section 9). */
export function frontPageArea(channel: PageChannel): LoadedWidgetArea {
  const area = fixtureData('widgetArea', channel, {
    family: 'Frontpage',
    areaName: 'The front page area',
    displaySetting: 'desktop',
    customerType: 'PERSON',
  }).widgetArea;
  if (!area) throw new Error(`No recorded front page area in ${channel}`);
  return storyLoadedArea(area);
}

/** The recorded content pages of each channel, by the alias their path carries. */
export const contentAliases = {
  se: { about: 'om-oss', terms: 'kopvillkor' },
  com: { about: 'about', terms: 'terms-of-purchase' },
} as const satisfies Record<PageChannel, Record<string, string>>;

/** A content page's widget area (family Content, by alias), as the content route loads it. */
export function contentPageArea(
  channel: PageChannel,
  page: keyof (typeof contentAliases)['se'],
): LoadedWidgetArea {
  const area = fixtureData('widgetArea', channel, {
    family: 'Content',
    areaName: 'Content',
    alias: contentAliases[channel][page],
    displaySetting: 'desktop',
    customerType: 'PERSON',
  }).widgetArea;
  if (!area) throw new Error(`No recorded content page '${page}' in ${channel}`);
  return storyLoadedArea(area);
}

/** The recorded category of each channel: Möbler in se, Furniture in com. */
const furnitureAlias: Record<PageChannel, string> = { se: 'mobler', com: 'furniture' };

/** A category list page: the furniture category with its page info, filters and first products. */
export function categoryListProps(channel: PageChannel): ProductListRouteProps {
  const categoryAlias = furnitureAlias[channel];
  const products = fixtureData('products', channel, { take: 12, categoryAlias }).products;
  const filters = listFiltersData(
    fixtureData('productFilters', channel, { categoryAlias }).products?.filters,
  );
  const info = fixtureData('listPageInfo', channel, { alias: categoryAlias }).listPageInfo;
  if (!info?.name) throw new Error(`No recorded list page info for ${categoryAlias}`);
  return {
    title: info.name,
    description: info.hideDescription ? null : info.primaryDescription,
    query: emptyListQuery,
    sort: 'LATEST',
    defaultSort: 'LATEST',
    products: (products?.products ?? []).filter((product) => product !== null),
    total: products?.count ?? 0,
    filters,
  };
}

/** All products (/list/all, /allt): the first page of the whole catalogue with its filters. */
export function allProductsListProps(channel: PageChannel, title: string): ProductListRouteProps {
  const products = fixtureData('products', channel, { take: 12 }).products;
  const filters = listFiltersData(fixtureData('productFilters', channel, {}).products?.filters);
  return {
    title,
    query: emptyListQuery,
    sort: 'LATEST',
    defaultSort: 'LATEST',
    products: (products?.products ?? []).filter((product) => product !== null),
    total: products?.count ?? 0,
    filters,
  };
}

/** The brands page: the brand facet of the unfiltered catalogue, as the brands route loads it. */
export function pageBrands(channel: PageChannel): BrandEntry[] {
  return brandEntriesOf(fixtureData('productFilters', channel, {}));
}

/** Three recorded products of the catalogue, standing for the ones a shopper marked with the heart. */
export function favoriteProducts(channel: PageChannel): ProductCardData[] {
  return (fixtureData('products', channel, { take: 12 }).products?.products ?? [])
    .filter((product) => product !== null)
    .slice(0, 3);
}

/** The products of a product page, by what the page shows. */
const productAliases = {
  se: {
    discounted: 'bo-2-sitssoffa-gra',
    soldOut: 'yngve-hornsoffa-gra',
    sizes: 'berit-matta-gra',
  },
  com: {
    discounted: 'bo-2-seater-sofa-grey',
    soldOut: 'yngve-corner-sofa-grey',
    sizes: 'berit-rug-grey',
  },
} as const satisfies Record<PageChannel, Record<string, string>>;

export type ProductCase = keyof (typeof productAliases)['se'];

/** A recorded product: discounted (Bo), sold out in every size (Yngve), or sold in sizes (Berit). */
export function pageProduct(channel: PageChannel, which: ProductCase): ProductData {
  const product = fixtureData('product', channel, {
    alias: productAliases[channel][which],
  }).product;
  if (!product) throw new Error(`No recorded product ${which} in ${channel}`);
  return product;
}

/** Everything the product route hands its screen: the product, its reviews and related products. */
export function productRouteProps(
  channel: PageChannel,
  which: ProductCase,
  home: string,
): ProductRouteProps {
  const product = pageProduct(channel, which);
  const alias = productAliases[channel][which];
  const reviews = fixtureData('reviews', channel, { alias, take: 10 }).reviews ?? null;
  const related = relatedCards(
    fixtureData('relatedProducts', channel, { alias }).relatedProducts ?? [],
  );
  const currency = channel === 'se' ? 'SEK' : 'EUR';
  const url = `https://hemma.${channel}${product.canonicalUrl ?? ''}`;
  return {
    product,
    home,
    reviews: withReviewDays(reviews, dateFormats(channel === 'se' ? 'sv' : 'en')),
    related,
    jsonLd: jsonLdScript(productJsonLd({ product, reviews, url, images: [], currency })),
    // The route's loader sanitizes the description on the server; a story does it with this window.
    descriptionHtml: product.texts?.text1
      ? createHtmlSanitizer(window)(product.texts.text1, 'richText')
      : undefined,
  };
}
