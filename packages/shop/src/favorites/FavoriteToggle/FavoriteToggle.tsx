import { HeartFilledIcon, HeartIcon } from '@hemma/ui';
import { useFavorite } from '@hemma/data';
import { useShopLabels } from '../../labels';
import * as styles from './FavoriteToggle.css';

export interface FavoriteToggleProps {
  productId: number;
  /** The product's name: the button says which product it marks. */
  name: string;
  /** Placement from the caller, e.g. over a product card's picture. */
  className?: string;
}

/**
 * The heart that marks a product as a favorite and unmarks it (spec section 4), anywhere: the
 * product page, product cards, the favorites page. It is a pressed/unpressed toggle button whose
 * name stays the same, and the persisted-state cookie keeps the marks.
 */
export function FavoriteToggle({ productId, name, className }: FavoriteToggleProps) {
  const { t } = useShopLabels();
  const [favorite, toggle] = useFavorite(productId);
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-pressed={favorite}
      aria-label={t('favorites.toggle', { name })}
      onClick={toggle}
    >
      {favorite ? <HeartFilledIcon /> : <HeartIcon />}
    </button>
  );
}
