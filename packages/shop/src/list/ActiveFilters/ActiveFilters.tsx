import { Button } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import {
  choiceKeys,
  clearFilters,
  facetGroups,
  isFiltered,
  toggleChoice,
  type ListQuery,
} from '../listQuery';
import * as styles from '../ProductFilters/ProductFilters.css';

/** The selection as removable chips, and a button that clears every filter. */
export function ActiveFilters({
  query,
  onChange,
}: {
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}) {
  const { t } = useShopLabels();
  if (!isFiltered(query)) return null;
  const chips = [
    ...choiceKeys.flatMap((key) =>
      query[key].map((choice) => ({
        facetId: `${facetGroups[key]}_${choice.id}`,
        label: choice.label,
      })),
    ),
    ...Object.entries(query.parameters).flatMap(([name, choices]) =>
      choices.map((choice) => ({ facetId: `p_${name}_${choice.id}`, label: choice.label })),
    ),
  ];
  return (
    <section aria-label={t('list.activeFilters')}>
      <ul className={styles.active}>
        {chips.map((chip) => (
          <li key={chip.facetId}>
            <Button
              size="s"
              variant="secondary"
              aria-label={t('shop.list.removeFilter', { label: chip.label })}
              onClick={() => onChange(toggleChoice(query, chip.facetId, chip.label))}
            >
              {chip.label}
            </Button>
          </li>
        ))}
        {query.price ? (
          <li>
            <Button
              size="s"
              variant="secondary"
              aria-label={t('shop.list.removeFilter', {
                label: `${query.price.lowest}–${query.price.highest}`,
              })}
              onClick={() => onChange({ ...query, price: null, page: 1 })}
            >
              {`${query.price.lowest}–${query.price.highest}`}
            </Button>
          </li>
        ) : null}
        <li>
          <Button size="s" variant="ghost" onClick={() => onChange(clearFilters(query))}>
            {t('list.clearFilters')}
          </Button>
        </li>
      </ul>
    </section>
  );
}
