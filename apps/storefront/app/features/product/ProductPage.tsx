import type { ProductQuery } from '@hemma/data';
import { Accordion, Breadcrumbs, Button, Image, Link, Price, StockDisplay, visuallyHidden, type BreadcrumbItem } from '@hemma/ui';
import { createHtmlSanitizer, useWidgetsSettings } from '@hemma/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ProductPage.css';

export type ProductData = NonNullable<ProductQuery['product']>;

export interface ProductPageProps {
  product: ProductData;
  breadcrumbs: readonly BreadcrumbItem[];
  /** Adds the chosen sku; resolves false when the cart refused it. */
  onAddToCart: (skuId: number) => Promise<boolean> | void;
  adding?: boolean;
  /** The cart's refusal, e.g. 'Only 2 left'. */
  addError?: string | null;
}

/** The product text is HTML from the commerce system: sanitized (DOMPurify) before it is drawn. */
function RichText({ html }: { html: string }) {
  const { sanitizer } = useWidgetsSettings();
  const clean = useMemo(() => {
    const sanitize = sanitizer ?? (typeof window === 'undefined' ? undefined : createHtmlSanitizer(window));
    return sanitize ? sanitize(html, 'richText') : '';
  }, [html, sanitizer]);
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

const galleryWidths = [320, 480, 640, 768, 1024, 1366] as const;

function Gallery({ product }: { product: ProductData }) {
  const { t } = useTranslation();
  const { productImageUrl } = useWidgetsSettings();
  const images = (product.images ?? []).filter((image): image is string => Boolean(image));
  const [current, setCurrent] = useState(0);
  const shown = images[current];
  return (
    <div className={styles.gallery}>
      {/* The first picture is the page's largest paint: it loads at once, never lazily. */}
      <Image
        images={shown ? [shown] : []}
        src={productImageUrl}
        widths={galleryWidths}
        sizes="(min-width: 1024px) 60vw, 100vw"
        alt={product.name ?? ''}
        aspectRatio={4 / 5}
        priority={current === 0}
        placeholderLabel={t('shop.noImage')}
      />
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label={t('shop.product.pictures')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === current}
                aria-label={t('shop.product.showPicture', { number: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <Image images={[image]} src={productImageUrl} widths={[160]} sizes="72px" alt="" aspectRatio={4 / 5} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Gallery, name, brand, price with the 30-day lowest price, stock, variants, size, add to cart, texts. */
export function ProductPage({ product, breadcrumbs, onAddToCart, adding = false, addError }: ProductPageProps) {
  const { t } = useTranslation();
  const skus = (product.skus ?? []).filter((sku) => sku !== null);
  const needsSize = skus.length > 1;
  const [skuId, setSkuId] = useState<number | null>(needsSize ? null : (skus[0]?.skuId ?? null));
  const [sizeError, setSizeError] = useState(false);
  const chosen = skus.find((sku) => sku.skuId === skuId);
  const stock = chosen?.stock ?? product.totalStock;
  const colours = (product.variantGroup?.variants ?? []).filter((variant) => variant !== null && variant.dimension === 'Colour' && variant.canonicalUrl);
  const price = product.unitPrice;
  const specification = (product.parameterGroups ?? []).flatMap((group) => (group?.parameters ?? []).filter((parameter) => parameter?.show && parameter.value));

  const add = () => {
    if (skuId === null) {
      setSizeError(true);
      return;
    }
    void onAddToCart(skuId);
  };

  return (
    <article className={styles.page}>
      <Breadcrumbs items={breadcrumbs} label={t('shop.product.breadcrumbs')} />
      <div className={styles.main}>
        <Gallery product={product} />
        <div className={styles.details}>
          {product.brand?.name ? <p className={styles.brand}>{product.brand.name}</p> : null}
          <h1 className={styles.name}>{product.name}</h1>
          {price ? (
            <Price
              size="l"
              isDiscounted={price.isDiscounted}
              regularPriceIncVatFormatted={price.regularPriceIncVatFormatted ?? ''}
              sellingPriceIncVatFormatted={price.sellingPriceIncVatFormatted ?? ''}
              regularPriceExVatFormatted={price.regularPriceExVatFormatted ?? ''}
              sellingPriceExVatFormatted={price.sellingPriceExVatFormatted ?? ''}
              regularPriceLabel={t('shop.price.regular')}
              sellingPriceLabel={t('shop.price.selling')}
              exVatLabel={t('search.exVat')}
            />
          ) : null}
          {/* EU price indication: beside a discounted price, the lowest price of the previous 30 days. */}
          {price?.isDiscounted && product.lowestPrice?.lowestPriceIncVatFormatted ? (
            <p className={styles.lowestPrice}>{t('shop.product.lowestPrice', { price: product.lowestPrice.lowestPriceIncVatFormatted })}</p>
          ) : null}
          {stock ? (
            <StockDisplay
              stock={{ ...stock, static: stock.static ?? 0 }}
              labels={{
                inStock: t('stock.inStock'),
                outOfStock: t('stock.outOfStock'),
                fewLeft: (quantity) => t('stock.fewLeft', { quantity }),
                oversellable: t('stock.oversellable'),
                static: t('stock.static'),
              }}
            />
          ) : null}
          {colours.length > 1 ? (
            <nav aria-label={t('shop.product.colours')}>
              <ul className={styles.options}>
                {colours.map((variant) => (
                  <li key={variant!.productId}>
                    <Link href={variant!.canonicalUrl ?? ''} aria-current={variant!.productId === product.productId ? 'page' : undefined}>
                      {variant!.value ?? variant!.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {needsSize ? (
            <fieldset className={styles.options}>
              <legend className={styles.legend}>{t('shop.product.size')}</legend>
              {skus.map((sku) => (
                <Button
                  key={sku.skuId}
                  type="button"
                  size="s"
                  variant={sku.skuId === skuId ? 'primary' : 'outline'}
                  aria-pressed={sku.skuId === skuId}
                  disabled={(sku.stock?.totalStock ?? 0) <= 0 && (sku.stock?.oversellable ?? 0) <= 0 && (sku.stock?.static ?? 0) <= 0}
                  onClick={() => {
                    setSkuId(sku.skuId);
                    setSizeError(false);
                  }}
                >
                  {sku.name}
                </Button>
              ))}
            </fieldset>
          ) : null}
          {sizeError ? (
            <p className={styles.error} role="alert">
              {t('validation.pickSize')}
            </p>
          ) : null}
          <Button onClick={add} loading={adding} fullWidth>
            {t('shop.product.addToCart')}
          </Button>
          {addError ? (
            <p className={styles.error} role="alert">
              {addError}
            </p>
          ) : null}
          <h2 className={visuallyHidden}>{t('shop.product.about')}</h2>
          <Accordion.Root type="multiple" defaultValue={['description']}>
            {product.texts?.text1 ? (
              <Accordion.Item value="description">
                <Accordion.Trigger>{t('shop.product.description')}</Accordion.Trigger>
                <Accordion.Content>
                  <RichText html={product.texts.text1} />
                </Accordion.Content>
              </Accordion.Item>
            ) : null}
            {specification.length ? (
              <Accordion.Item value="specification">
                <Accordion.Trigger>{t('shop.product.specification')}</Accordion.Trigger>
                <Accordion.Content>
                  <dl>
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
          </Accordion.Root>
        </div>
      </div>
    </article>
  );
}
