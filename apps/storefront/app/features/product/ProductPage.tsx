import type { ProductQuery } from '@hemma/data';
import {
  Accordion,
  Breadcrumbs,
  Link,
  Price,
  StarRating,
  Tag,
  visuallyHidden,
  type BreadcrumbItem,
} from '@hemma/ui';
import { useSanitizedHtml, type ProductCardData } from '@hemma/widgets';
import { HydratesAlone } from '@hemma/shop';
import { useShopLabels, useShell } from '@hemma/shop';
import { FavoriteToggle } from '../favorites';
import { PriceHistory } from './PriceHistory';
import { ProductGallery } from './ProductGallery';
import * as styles from './ProductPage.css';
import { ProductReviews, type ReviewsData } from './ProductReviews';
import { PurchaseForm } from './PurchaseForm';
import { RelatedProducts } from './RelatedProducts';
import { VariantPicker, colourVariants } from './VariantPicker';

/**
 * What the page draws of the product query's answer: its alternative addresses and meta serve the
 * route's loader only (the head's links and tags), so the route data leaves them out.
 */
export type ProductData = Omit<NonNullable<ProductQuery['product']>, 'alternativeUrls' | 'meta'>;

export interface ProductPageProps {
  product: ProductData;
  breadcrumbs: readonly BreadcrumbItem[];
  /** Accepted reviews with their average; null when they could not be loaded. */
  reviews?: ReviewsData | null;
  related?: readonly ProductCardData[];
  /** Adds the chosen sku; resolves false when the cart refused it. */
  onAddToCart: (skuId: number, quantity: number) => Promise<boolean> | void;
  adding?: boolean;
  /** The cart's refusal, e.g. 'Only 2 left'. */
  addError?: string | null;
  /** Units of a sku already in the visitor's cart. */
  inCart?: (skuId: number) => number;
  /** The size picked at first (stories of a picked state). */
  initialSkuId?: number;
  /**
   * The description (texts.text1) sanitized by the route's loader on the server, so the browser
   * needs no HTML sanitizer; without it the page sanitizes the text itself.
   */
  descriptionHtml?: string;
}

/**
 * The product text is HTML from the commerce system, sanitized before it is drawn: by the route's
 * loader on the server (`sanitized`), else here (stories, tests).
 */
function RichText({ html, sanitized }: { html: string; sanitized?: string }) {
  return sanitized !== undefined ? (
    <div dangerouslySetInnerHTML={{ __html: sanitized }} />
  ) : (
    <SanitizedHere html={html} />
  );
}

function SanitizedHere({ html }: { html: string }) {
  const clean = useSanitizedHtml(html, 'richText');
  return <div dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}

/** Campaigns the product is in, each linked to its campaign list; a campaign may hide its title. */
function Campaigns({ product }: { product: ProductData }) {
  const { t } = useShopLabels();
  const shown = (product.discountCampaigns ?? []).filter(
    (campaign) => campaign !== null && !campaign.hideTitle && campaign.name,
  );
  if (shown.length === 0) return null;
  return (
    <ul className={styles.campaigns} aria-label={t('shop.product.campaigns')}>
      {shown.map((campaign) => (
        <li key={campaign!.campaignId}>
          {campaign!.canonicalUrl ? (
            <Link href={campaign!.canonicalUrl} variant="plain" className={styles.campaign}>
              <Tag tone="discount">{campaign!.name}</Tag>
            </Link>
          ) : (
            <Tag tone="discount">{campaign!.name}</Tag>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The product page: gallery with a larger view, brand, name, favorites heart, price in the
 * visitor's VAT mode with the 30-day lowest price beside a discount, campaigns, colour variants,
 * size, stock, quantity and add to cart (or back-in-stock), texts, reviews and related products.
 */
export function ProductPage({
  product,
  breadcrumbs,
  reviews = null,
  related = [],
  onAddToCart,
  adding = false,
  addError,
  inCart,
  initialSkuId,
  descriptionHtml,
}: ProductPageProps) {
  const { t } = useShopLabels();
  const { vatIncluded } = useShell();
  const name = product.name ?? product.alias;
  const price = product.unitPrice;
  const lowestPrice = vatIncluded
    ? product.lowestPrice?.lowestPriceIncVatFormatted
    : product.lowestPrice?.lowestPriceExVatFormatted;
  const variants = product.variantGroup?.variants ?? [];
  const byImage = colourVariants(variants).every((variant) => variant.primaryImage);
  const specification = (product.parameterGroups ?? []).flatMap((group) =>
    (group?.parameters ?? []).filter((parameter) => parameter?.show && parameter.value),
  );
  const reviewCount = reviews?.count ?? 0;

  return (
    <article className={styles.page}>
      <Breadcrumbs items={breadcrumbs} label={t('shop.product.breadcrumbs')} />
      <div className={styles.main}>
        <HydratesAlone>
          <ProductGallery images={product.images ?? []} name={name} />
        </HydratesAlone>
        <HydratesAlone>
          <div className={styles.details} data-testid="product-details">
            <div className={styles.titleRow}>
              <div className={styles.titles}>
                {product.brand?.name ? <p className={styles.brand}>{product.brand.name}</p> : null}
                <h1 className={styles.name}>{name}</h1>
              </div>
              <FavoriteToggle productId={product.productId} name={name} />
            </div>
            {reviewCount > 0 ? (
              <a href="#reviews" className={styles.ratingLink}>
                <StarRating
                  value={reviews?.averageRating ?? 0}
                  size="s"
                  label={(value) => t('shop.product.ratingOutOf', { rating: value })}
                />
                <span>{t('shop.product.reviewCount', { count: reviewCount })}</span>
              </a>
            ) : null}
            {price ? (
              <Price
                size="l"
                vatIncluded={vatIncluded}
                isDiscounted={price.isDiscounted}
                regularPriceIncVatFormatted={price.regularPriceIncVatFormatted ?? ''}
                sellingPriceIncVatFormatted={price.sellingPriceIncVatFormatted ?? ''}
                regularPriceExVatFormatted={price.regularPriceExVatFormatted ?? ''}
                sellingPriceExVatFormatted={price.sellingPriceExVatFormatted ?? ''}
                regularPriceLabel={t('shop.price.regular')}
                sellingPriceLabel={t('shop.price.selling')}
                exVatLabel={t('search.exVat')}
                lowestPriceText={
                  lowestPrice ? t('shop.product.lowestPrice', { price: lowestPrice }) : undefined
                }
              />
            ) : null}
            <Campaigns product={product} />
            <VariantPicker
              variants={variants}
              productId={product.productId}
              mode={byImage ? 'image' : 'colour'}
            />
            <PurchaseForm
              key={product.productId}
              skus={product.skus ?? []}
              totalStock={product.totalStock}
              onAddToCart={onAddToCart}
              adding={adding}
              addError={addError}
              inCart={inCart}
              initialSkuId={initialSkuId}
            />
            <h2 className={visuallyHidden}>{t('shop.product.about')}</h2>
            <Accordion.Root type="multiple" defaultValue={['description']}>
              {descriptionHtml || product.texts?.text1 ? (
                <Accordion.Item value="description">
                  <Accordion.Trigger>{t('shop.product.description')}</Accordion.Trigger>
                  <Accordion.Content>
                    <RichText html={product.texts?.text1 ?? ''} sanitized={descriptionHtml} />
                  </Accordion.Content>
                </Accordion.Item>
              ) : null}
              {specification.length ? (
                <Accordion.Item value="specification">
                  <Accordion.Trigger>{t('shop.product.specification')}</Accordion.Trigger>
                  <Accordion.Content>
                    <dl className={styles.specification}>
                      {specification.map((parameter) => (
                        <div key={parameter!.parameterId}>
                          <dt>{parameter!.label ?? parameter!.name}</dt>
                          <dd>{parameter!.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </Accordion.Content>
                </Accordion.Item>
              ) : null}
              {(product.priceLog ?? []).length ? (
                <Accordion.Item value="priceHistory">
                  <Accordion.Trigger>{t('shop.product.priceHistory')}</Accordion.Trigger>
                  <Accordion.Content>
                    <PriceHistory log={product.priceLog ?? []} vatIncluded={vatIncluded} />
                  </Accordion.Content>
                </Accordion.Item>
              ) : null}
            </Accordion.Root>
          </div>
        </HydratesAlone>
      </div>
      <HydratesAlone>
        <div id="reviews">
          <ProductReviews alias={product.alias} reviews={reviews} />
        </div>
      </HydratesAlone>
      <HydratesAlone>
        <RelatedProducts cards={related} />
      </HydratesAlone>
    </article>
  );
}
