import { ProductDocument, RelatedProductsDocument, ReviewsDocument } from '@hemma/data';
import {
  relatedCards,
  jsonLdScript,
  productJsonLd,
  periodBoundaries,
  withReviewDays,
  imageUrlBuilder,
  dateFormats,
  bundledTranslator,
  shopPath,
} from '@hemma/shop';
import { serverConfig } from '../config/env.server';
import { loaderQuery } from '../data/loaderQuery.server';
import { withAlternativeUrls } from '../data/alternateUrls';
import { withPageMeta } from '../data/pageMeta';
import { ProductRoute } from '../features/product/ProductRoute';
import { serverHtmlSanitizer } from '../features/shop/htmlSanitizer.server';
import { notFound } from '../routing/notFound';
import { screenMeta, type ScreenData } from '../routing/screenMeta';
import { requireRequestState } from '../server/requestMiddleware.server';
import { localizedHref, screenData } from '../server/screenLoader.server';
import type { Route } from './+types/product';

/** /p/{alias}, /p/{level}/{alias}, /p/{level}/{level}/{alias} and /product/{alias?}: an unknown product is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const alias = page.params.alias;
  if (!alias) notFound();
  // The page reads the product, its reviews and related products from the route data only: kept
  // out of the Apollo cache the HTML carries, they are not sent twice (20 KB of a 130 KB document).
  const routeDataOnly = { cache: false };
  // Reviews and related products are extras: the page shows without them when they fail.
  const [{ product }, reviews, related] = await Promise.all([
    loaderQuery(args.context, ProductDocument, { alias }, routeDataOnly),
    loaderQuery(args.context, ReviewsDocument, { alias, take: 10 }, routeDataOnly).then(
      (result) => result.reviews,
      () => null,
    ),
    loaderQuery(args.context, RelatedProductsDocument, { alias }, routeDataOnly).then(
      // Only what the cards draw: half of each related product's answer is fields no card reads.
      (result) => relatedCards(result.relatedProducts ?? []),
      () => [],
    ),
  ]);
  if (!product) notFound();
  // Read here only (the head's alternates and meta): left out of what the page is sent.
  const { alternativeUrls: _alternativeUrls, meta: _meta, ...drawnProduct } = product;
  const { locale, market } = requireRequestState(args.context);
  const config = serverConfig();
  const t = bundledTranslator(locale);
  const origin = new URL(page.canonical).origin;
  const image = product.images?.find(Boolean);
  const productImage = imageUrlBuilder(config.imageBaseUrl, 'product');
  const canonical = product.canonicalUrl
    ? `${origin}${shopPath(product.canonicalUrl, { locale, market: config.marketInPath ? market.alias : undefined })}`
    : page.canonical;
  const pictures = (product.images ?? [])
    .filter((file): file is string => Boolean(file))
    .map((file) => new URL(productImage(file, 960), origin).href);
  return {
    ...withPageMeta(page, { title: product.name, meta: product.meta }, (title) =>
      t('site.title', { title }),
    ),
    // A product reached by a legacy or shorter path names its own address as the canonical one.
    canonical,
    // Each language's alternate carries that language's own alias.
    alternates: withAlternativeUrls(
      page.alternates,
      { locale, canonical },
      product.alternativeUrls,
      (language, path) => localizedHref(args, language, path),
    ),
    ogImage: image ? productImage(image, 960) : null,
    product: {
      ...drawnProduct,
      // The description goes once, sanitized (descriptionHtml), not also as the API's raw HTML.
      texts: drawnProduct.texts && { ...drawnProduct.texts, text1: null },
      priceLog: periodBoundaries(product.priceLog ?? []),
    },
    // Sanitized here, on the server, so the browser never loads an HTML sanitizer for it.
    descriptionHtml: product.texts?.text1
      ? serverHtmlSanitizer()(product.texts.text1, 'richText')
      : undefined,
    reviews: withReviewDays(reviews, dateFormats(locale)),
    related,
    jsonLd: jsonLdScript(
      productJsonLd({
        product,
        reviews,
        url: canonical,
        images: pictures,
        currency: market.currency,
      }),
    ),
    home: t('shop.product.home'),
  };
}

/** The screen's meta, with the product's picture for Open Graph. */
export function meta({ loaderData }: Route.MetaArgs) {
  const data = loaderData as (ScreenData & { ogImage: string | null }) | undefined;
  const tags = screenMeta({ loaderData: data });
  if (!data?.ogImage) return tags;
  return [
    ...tags.filter((tag) => !('property' in tag && tag.property === 'og:type')),
    { property: 'og:type', content: 'product' },
    { property: 'og:image', content: data.ogImage },
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, home, reviews, related, jsonLd, descriptionHtml } = loaderData;
  return (
    <ProductRoute
      product={product}
      home={home}
      reviews={reviews}
      related={related}
      jsonLd={jsonLd}
      descriptionHtml={descriptionHtml}
    />
  );
}
