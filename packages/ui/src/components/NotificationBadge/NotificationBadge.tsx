import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/a11y.css';
import * as styles from './NotificationBadge.css';

export const notificationBadgeTones = ['accent', 'critical'] as const;
export type NotificationBadgeTone = (typeof notificationBadgeTones)[number];

/** Counts above this show as '99+'. */
export const notificationBadgeMax = 99;

export const badgeText = (count: number, max: number = notificationBadgeMax) =>
  count > max ? `${max}+` : String(count);

export interface NotificationBadgeProps {
  /** The number shown, e.g. the items in the cart; 0 hides the badge. */
  count: number;
  /** Counts above this show as 'max+'; 99 by default. */
  max?: number;
  /** accent for counts (the cart), critical for something that needs the shopper. */
  tone?: NotificationBadgeTone;
  /**
   * What screen readers hear, with the exact count: '3 items'. `false` when the element it sits on
   * already says the count in its name (an icon link named 'Favorites, 3 products'), so it is not
   * read twice.
   */
  label?: ((count: number) => string) | false;
  /** The icon or button the badge sits on, in its top-right corner; without it the badge is inline. */
  children?: ReactNode;
}

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** A small count, e.g. items in the mini cart or favourites; hidden at 0. */
export function NotificationBadge({
  count,
  max = notificationBadgeMax,
  tone = 'accent',
  label = itemsLabel,
  children,
}: NotificationBadgeProps) {
  const shown = count > 0;
  const badge = shown ? (
    <span className={styles.badge({ tone, placement: children ? 'corner' : 'inline' })}>
      <span aria-hidden="true">{badgeText(count, max)}</span>
      {label ? <span className={visuallyHidden}>{label(count)}</span> : null}
    </span>
  ) : null;
  if (!children) return badge;
  return (
    <span className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}
