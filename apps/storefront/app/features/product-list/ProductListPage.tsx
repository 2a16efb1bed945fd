import { Pagination, Select } from '@hemma/ui';
import { ProductCard, type ProductCardData } from '@hemma/widgets';
import { useTranslation } from 'react-i18next';
import { productListSorts, type ProductListSort } from '../../config/shop';
import { ActiveFilters } from './ActiveFilters';
import { ProductFilters, type ListFilters } from './ProductFilters';
import type { ListQuery } from './listQuery';
import * as styles from './ProductListPage.css';

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
}

/** A product list: heading, sort, filters with the active ones, the grid and 'Showing {sum} of {total}'. */
export function ProductListPage({ title, description, query, sort, defaultSort, products, total, filters, onChange, loading = false }: ProductListPageProps) {
  const { t } = useTranslation();
  const sortOptions = productListSorts.map((value) => ({ value, label: t(`list.sort.${value}`) }));
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{title}</h1>
        {description ? <p className={styles.lead}>{description}</p> : null}
      </header>
      <div className={styles.toolbar}>
        <ActiveFilters query={query} onChange={onChange} />
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
          <aside aria-label={t('list.filters')}>
            <ProductFilters filters={filters} query={query} onChange={onChange} />
          </aside>
        ) : null}
        <section aria-label={title}>
          {products.length ? (
            <ul className={styles.grid}>
              {products.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty} role="status">
              {t('list.noProducts')}
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
    </div>
  );
}
