import { productListSorts, type ProductListSort } from '@hemma/data';
import { Pagination, Select, Skeleton } from '@hemma/ui';
import type { ProductCardData } from '@hemma/widgets';
import type { ComponentType, ReactNode } from 'react';
import { HydratesAlone } from '../../common/HydratesAlone';
import { useShopLabels } from '../../labels';
import { ActiveFilters } from '../ActiveFilters/ActiveFilters';
import { FilterPanel } from '../FilterPanel';
import type { ListFilters } from '../listFilters';
import { isFiltered, type ListQuery } from '../listQuery';
import { ProductFilters } from '../ProductFilters/ProductFilters';
import { useListRelocation } from '../useListRelocation';
import * as styles from './ProductListPage.css';

/** Cards whose pictures load at once with high priority: the grid's first row on a phone. */
const firstRowOnPhone = 2;

/** A card of the grid: @hemma/widgets' ProductCard, or one that adds to it (the shop's card with the favorites heart). */
export type ProductListCard = ComponentType<{
  product: ProductCardData;
  /** The picture loads at once with high priority (the grid's first row). */
  priority?: boolean;
}>;

export interface ProductListPageProps {
  title: string;
  description?: string | null;
  query: ListQuery;
  sort: ProductListSort;
  defaultSort: ProductListSort;
  products: readonly ProductCardData[];
  total: number;
  filters: ListFilters | null;
  /** Shows another list state: the page turns it into a URL. */
  onChange: (query: ListQuery) => void;
  /** The next list state is loading. */
  loading?: boolean;
  /** The widget areas above and below the list (spec: family Productlist, areas Top and Bottom). */
  top?: ReactNode;
  bottom?: ReactNode;
  /** The list is a search's results: an empty one says the search gave none (spec section 8). */
  searched?: boolean;
  /** Draws each product of the grid. */
  productCard: ProductListCard;
}

/** Cards shown greyed while the next page of products is on its way. */
const skeletonCards = 4;

/** A product list: heading, sort, filters with the active ones, the grid and 'Showing {sum} of {total}'. */
export function ProductListPage({
  title,
  description,
  query,
  sort,
  defaultSort,
  products,
  total,
  filters,
  onChange,
  loading = false,
  top,
  bottom,
  searched = false,
  productCard: ProductCard,
}: ProductListPageProps) {
  const { t } = useShopLabels();
  const grid = useListRelocation(query.page);
  const sortOptions = productListSorts.map((value) => ({ value, label: t(`list.sort.${value}`) }));
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{title}</h1>
        {description ? <p className={styles.lead}>{description}</p> : null}
      </header>
      {top}
      <div className={styles.toolbar}>
        <ActiveFilters query={query} onChange={onChange} />
        {filters ? (
          <FilterPanel filters={filters} query={query} total={total} onChange={onChange} />
        ) : null}
        <Select
          label={t('list.sortLabel')}
          options={sortOptions}
          value={sort}
          onChange={(event) => {
            const next = event.target.value as ProductListSort;
            onChange({ ...query, sort: next === defaultSort ? null : next, page: 1 });
          }}
        />
      </div>
      <div className={styles.body}>
        {filters ? (
          <aside aria-label={t('list.filters')} className={styles.sidebar}>
            <HydratesAlone>
              <ProductFilters filters={filters} query={query} onChange={onChange} />
            </HydratesAlone>
          </aside>
        ) : null}
        <section aria-label={title} aria-busy={loading || undefined}>
          {products.length ? (
            <ul className={styles.grid} ref={grid}>
              {products.map((product, index) => (
                <li key={product.productId} data-relocate-alias={product.alias}>
                  {/* The first row on a phone (two columns) holds the page's largest paint: never lazy. */}
                  {/* Each card hydrates in a task of its own: the grid in one was a long task on a phone. */}
                  <HydratesAlone>
                    <ProductCard product={product} priority={index < firstRowOnPhone} />
                  </HydratesAlone>
                </li>
              ))}
              {loading
                ? Array.from({ length: skeletonCards }, (_, index) => (
                    <li
                      key={`skeleton-${index}`}
                      className={styles.skeletonCard}
                      aria-hidden="true"
                    >
                      <Skeleton width="100%" height="auto" className={styles.skeletonImage} />
                      <Skeleton shape="text" lines={2} />
                    </li>
                  ))
                : null}
            </ul>
          ) : (
            <p className={styles.empty} role="status">
              {searched && !isFiltered(query)
                ? t('messages.searchNoResults')
                : t('list.noProducts')}
            </p>
          )}
        </section>
      </div>
      {products.length ? (
        <div className={styles.footer}>
          <Pagination
            sum={products.length}
            total={total}
            formatText={(sum, all) => t('list.showing', { sum, total: all })}
            loadMoreLabel={t('list.loadMore')}
            loading={loading}
            onLoadMore={() => onChange({ ...query, page: query.page + 1 })}
          />
        </div>
      ) : null}
      {bottom}
    </div>
  );
}
