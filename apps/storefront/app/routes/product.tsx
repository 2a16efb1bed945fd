import { ProductDocument } from '@hemma/data';
import { serverConfig } from '../config/env.server';
import { loaderQuery } from '../data/loaderQuery.server';
import { withPageMeta } from '../data/pageMeta';
import { ProductRoute } from '../features/product/ProductRoute';
import { imageUrlBuilder } from '../features/shop/imageUrl';
import { shopPath } from '../features/shop/shopPath';
import { notFound } from '../routing/notFound';
import { screenMeta, type ScreenData } from '../routing/screenMeta';
import { requireRequestState } from '../server/requestMiddleware.server';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/product';

/** /p/{alias}, /p/{level}/{alias}, /p/{level}/{level}/{alias} and /product/{alias?}: an unknown product is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const alias = page.params.alias;
  if (!alias) notFound();
  const { product } = await loaderQuery(args.context, ProductDocument, { alias });
  if (!product) notFound();
  const { locale, market, i18n } = requireRequestState(args.context);
  const config = serverConfig();
  const t = i18n.getFixedT(locale);
  const origin = new URL(page.canonical).origin;
  const image = product.images?.find(Boolean);
  return {
    ...withPageMeta(page, { title: product.name, meta: product.meta }, (title) => t('site.title', { title })),
    // A product reached by a legacy or shorter path names its own address as the canonical one.
    canonical: product.canonicalUrl ? `${origin}${shopPath(product.canonicalUrl, { locale, market: config.marketInPath ? market.alias : undefined })}` : page.canonical,
    ogImage: image ? imageUrlBuilder(config.imageBaseUrl, 'product')(image, 1024) : null,
    product,
    home: t('shop.product.home'),
  };
}

/** The screen's meta, with the product's picture for Open Graph. */
export function meta({ loaderData }: Route.MetaArgs) {
  const data = loaderData as (ScreenData & { ogImage: string | null }) | undefined;
  const tags = screenMeta({ loaderData: data });
  if (!data?.ogImage) return tags;
  return [...tags.filter((tag) => !('property' in tag && tag.property === 'og:type')), { property: 'og:type', content: 'product' }, { property: 'og:image', content: data.ogImage }];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductRoute product={loaderData.product} home={loaderData.home} />;
}
