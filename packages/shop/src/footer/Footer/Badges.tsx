import { useShopLabels } from '../../labels';
import * as styles from './Footer.css';

export const paymentBadges = ['card', 'invoice', 'payLater', 'bank'] as const;
export const carrierBadges = ['parcel', 'homeDelivery', 'pickupPoint', 'express'] as const;
export type BadgeKey = (typeof paymentBadges)[number] | (typeof carrierBadges)[number];

/** A neutral badge with the method's name: no third-party marks, only our own drawing. */
function Badge({ label }: { label: string }) {
  const width = Math.max(56, label.length * 7 + 20);
  return (
    <svg
      className={styles.badge}
      width={width}
      height={28}
      viewBox={`0 0 ${width} 28`}
      role="img"
      aria-label={label}
    >
      <rect x="0.5" y="0.5" width={width - 1} height="27" rx="4" className={styles.badgeFrame} />
      <text x={width / 2} y="18" textAnchor="middle" className={styles.badgeText}>
        {label}
      </text>
    </svg>
  );
}

export function BadgeList({ title, badges }: { title: string; badges: readonly BadgeKey[] }) {
  const { t } = useShopLabels();
  return (
    <div className={styles.badgeGroup}>
      <h2 className={styles.smallTitle}>{title}</h2>
      <ul className={styles.badgeList}>
        {badges.map((key) => (
          <li key={key}>
            <Badge label={t(`footer.badges.${key}`)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
