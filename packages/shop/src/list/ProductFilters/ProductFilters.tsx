import { Button, Checkbox, TextField } from '@hemma/ui';
import { useState, type FormEvent } from 'react';
import { type Translate, useShopLabels } from '../../labels';
import { choiceOfFacet, facetIdsOf, toggleChoice, type ListQuery } from '../listQuery';
import type { Facet, FacetValue, ListFilters } from '../listFilters';
import * as styles from './ProductFilters.css';

/** The spec's names of the filter groups; parameter groups keep the API's label (Colour, Material). */
function groupLabel(facet: Facet, t: Translate): string {
  switch (facet.group) {
    case 'c':
      return t('list.filter.categories');
    case 'b':
      return t('list.filter.brands');
    case 'sk':
      return t('list.filter.skus');
    case 'dc':
      return t('list.filter.discount');
    default:
      return facet.label ?? facet.filterId;
  }
}

/** Categories come as a flat list with parent ids: each value's depth in the tree, parents first. */
export function categoryTree(
  values: readonly FacetValue[],
): { value: FacetValue; depth: number }[] {
  const byParent = new Map<string | null, FacetValue[]>();
  const ids = new Set(values.map((value) => value._id));
  for (const value of values) {
    const parent = value.parentId && ids.has(value.parentId) ? value.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), value]);
  }
  const walk = (parent: string | null, depth: number): { value: FacetValue; depth: number }[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.order - b.order)
      .flatMap((value) => [{ value, depth }, ...walk(value._id, depth + 1)]);
  return walk(null, 0);
}

export interface ProductFiltersProps {
  filters: ListFilters;
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}

function PriceFilter({ filters, query, onChange }: ProductFiltersProps) {
  const { t } = useShopLabels();
  const range = filters.price;
  const [lowest, setLowest] = useState(String(query.price?.lowest ?? range?.lowest ?? ''));
  const [highest, setHighest] = useState(String(query.price?.highest ?? range?.highest ?? ''));
  if (!range) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = Math.max(0, Number(lowest) || 0);
    const high = Math.max(low, Number(highest) || low);
    onChange({ ...query, price: { lowest: low, highest: high }, page: 1 });
  };
  return (
    <form className={styles.group} onSubmit={submit} aria-label={t('list.filter.price')}>
      <span className={styles.legend}>{t('list.filter.price')}</span>
      <div className={styles.priceRow}>
        <TextField
          label={t('shop.list.priceFrom')}
          inputMode="numeric"
          value={lowest}
          onChange={(event) => setLowest(event.target.value)}
        />
        <TextField
          label={t('shop.list.priceTo')}
          inputMode="numeric"
          value={highest}
          onChange={(event) => setHighest(event.target.value)}
        />
      </div>
      <Button type="submit" size="s" variant="secondary">
        {t('shop.list.applyPrice')}
      </Button>
    </form>
  );
}

/** Categories as a tree, brands, sizes, campaigns and parameters (multi), and the price range. */
export function ProductFilters({ filters, query, onChange }: ProductFiltersProps) {
  const { t } = useShopLabels();
  const selected = new Set(facetIdsOf(query));
  const facets = [...filters.facets].sort((a, b) => a.order - b.order);
  return (
    <div className={styles.filters}>
      {facets.map((facet) => {
        const values = facet.values.filter(
          (value) =>
            !value.hidden &&
            choiceOfFacet(value._id) !== null &&
            // An option without products leads nowhere (issue 22); a chosen one stays, to be unchosen.
            ((value.count ?? 0) > 0 || selected.has(value._id)),
        );
        if (!values.length) return null;
        const rows =
          facet.group === 'c' ? categoryTree(values) : values.map((value) => ({ value, depth: 0 }));
        return (
          <fieldset key={facet.filterId} className={styles.group}>
            <legend className={styles.legend}>{groupLabel(facet, t)}</legend>
            <ul className={styles.values}>
              {rows.map(({ value, depth }) => (
                <li
                  key={value._id}
                  className={styles.treeDepth[Math.min(depth, 3) as 0 | 1 | 2 | 3]}
                >
                  <Checkbox
                    label={
                      <>
                        {value.label} <span className={styles.count}>({value.count})</span>
                      </>
                    }
                    checked={selected.has(value._id)}
                    onChange={() =>
                      onChange(toggleChoice(query, value._id, value.label ?? value._id))
                    }
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <PriceFilter
        key={`${query.price?.lowest}-${query.price?.highest}`}
        filters={filters}
        query={query}
        onChange={onChange}
      />
    </div>
  );
}
