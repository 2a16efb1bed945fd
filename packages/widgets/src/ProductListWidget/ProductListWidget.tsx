import { useEffect, useMemo, useRef, useState } from 'react';
import { useWidgetsSettings } from '../internal/context/WidgetsContext';
import { WidgetLink } from '../internal/links/WidgetLink';
import type { WidgetProps } from '../types/widgetProps';
import { readLatestViewed } from './latestViewed';
import { ProductCard, type ProductCardData } from './ProductCard';
import * as styles from './ProductListWidget.css';
import type { ProductsRequest } from './productsSource';
import { useCatalogueProducts } from './useCatalogueProducts';
import { useNearViewport } from './useNearViewport';
import type { ProductListWidgetConfiguration } from './ProductListWidget.schema';

function requestFor(
  configuration: ProductListWidgetConfiguration,
  shopperIds?: readonly number[],
): ProductsRequest {
  const {
    take,
    sort,
    searchText,
    categoryAlias,
    brandAlias,
    discountCampaignAlias,
    categoryIds,
    brandIds,
    facets,
    productIds,
  } = configuration;
  if (shopperIds) return { take, filter: { productIds: [...shopperIds] } };
  const filter = Object.fromEntries(
    Object.entries({ searchText, categoryIds, brandIds, facets, productIds, sort }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as ProductsRequest['filter'];
  return { take, categoryAlias, brandAlias, discountCampaignAlias, filter };
}

/** Products asked for by id come back in the API's order; a shopper expects their own order. */
function inIdOrder(products: readonly ProductCardData[], ids: readonly number[] | undefined) {
  if (!ids) return products;
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...products].sort(
    (a, b) => (position.get(a.productId) ?? 0) - (position.get(b.productId) ?? 0),
  );
}

/**
 * A grid or slider of products. Nothing is requested until the list nears the viewport; the
 * latest-viewed and favorites lists draw nothing when the shopper has none.
 */
export function ProductListWidget({ configuration }: WidgetProps<ProductListWidgetConfiguration>) {
  const { title, source, take, href, linkText } = configuration;
  const display = configuration.layout === 'grid' ? 'grid' : 'slider';
  const { productsSource, favorites, labels } = useWidgetsSettings();
  const useProducts = productsSource ?? useCatalogueProducts;
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);

  // Read after mounting, so the server's HTML and the first client render agree.
  const [latestViewed, setLatestViewed] = useState<number[] | undefined>(undefined);
  useEffect(() => {
    if (source === 'latestViewed' && near) setLatestViewed(readLatestViewed());
  }, [source, near]);

  const shopperIds =
    source === 'favorites' ? favorites : source === 'latestViewed' ? latestViewed : undefined;
  const request = useMemo(() => requestFor(configuration, shopperIds), [configuration, shopperIds]);
  // Products asked for by id are shown in the order given: the shopper's, or the editor's.
  const ids = shopperIds ?? configuration.productIds;
  const waitingForIds = source !== 'search' && shopperIds === undefined;
  const { products, loading, error } = useProducts(request, {
    skip: !near || waitingForIds || shopperIds?.length === 0,
  });

  useEffect(() => {
    if (error)
      console.warn(
        `Product list "${title ?? source}" could not load its products: ${error.message}`,
      );
  }, [error, title, source]);

  if (
    error ||
    shopperIds?.length === 0 ||
    (near && !loading && !waitingForIds && products.length === 0)
  )
    return null;

  const showSkeleton = !near || loading || waitingForIds;
  const listClass = display === 'slider' ? styles.slider : styles.grid;
  return (
    <section
      ref={ref}
      className={styles.root}
      aria-label={title ?? undefined}
      aria-busy={showSkeleton || undefined}
    >
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {showSkeleton ? (
        <ul className={listClass} aria-label={labels.loadingProducts}>
          {Array.from({ length: Math.min(take, 4) }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      ) : display === 'slider' ? (
        <ProductSlider products={inIdOrder(products, ids).slice(0, take)} label={title} />
      ) : (
        <ul className={listClass}>
          {inIdOrder(products, ids)
            .slice(0, take)
            .map((product) => (
              <li key={product.productId}>
                <ProductCard product={product} />
              </li>
            ))}
        </ul>
      )}
      {href && linkText ? (
        <WidgetLink href={href} className={styles.seeAll}>
          {linkText}
        </WidgetLink>
      ) : null}
    </section>
  );
}

/** A row that scrolls sideways with snap points; the buttons move a view's width at a time. */
function ProductSlider({
  products,
  label,
}: {
  products: readonly ProductCardData[];
  label?: string;
}) {
  const { labels } = useWidgetsSettings();
  const track = useRef<HTMLUListElement>(null);
  const scrollByView = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className={styles.sliderFrame}>
      {/* A scrolling region must be reachable by keyboard to be scrolled with the arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={track} className={styles.slider} tabIndex={0} aria-label={label}>
        {products.map((product) => (
          <li key={product.productId} className={styles.slide}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <div className={styles.sliderButtons}>
        <button
          type="button"
          className={styles.sliderButton}
          onClick={() => scrollByView(-1)}
          aria-label={labels.previousProducts}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.sliderButton}
          onClick={() => scrollByView(1)}
          aria-label={labels.nextProducts}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
