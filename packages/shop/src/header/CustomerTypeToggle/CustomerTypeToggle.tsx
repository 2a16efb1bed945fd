import { useShopLabels } from '../../labels';
import type { CustomerTypeChoice } from '../../shell';
import * as styles from './CustomerTypeToggle.css';

export interface CustomerTypeToggleProps {
  customerType: CustomerTypeChoice;
  onChange: (customerType: CustomerTypeChoice) => void;
  /** `compact` in the top bar's slim row, `comfortable` (touch-sized) in the phone menu panel. */
  size: 'compact' | 'comfortable';
}

/** Private or Business, as two pressed-state buttons, and whether prices include VAT. */
export function CustomerTypeToggle({ customerType, onChange, size }: CustomerTypeToggleProps) {
  const { t } = useShopLabels();
  return (
    <div className={styles.group({ size })} role="group" aria-label={t('topBar.customerType')}>
      {(['PERSON', 'ORGANIZATION'] as const).map((type) => (
        <button
          key={type}
          type="button"
          className={styles.choice({ size })}
          aria-pressed={customerType === type}
          onClick={() => onChange(type)}
        >
          {type === 'PERSON' ? t('topBar.private') : t('topBar.business')}
        </button>
      ))}
      <span className={styles.vatNote}>
        {customerType === 'PERSON' ? t('topBar.incVat') : t('topBar.exVat')}
      </span>
    </div>
  );
}
