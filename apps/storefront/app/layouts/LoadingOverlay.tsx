import { Spinner, timing } from '@hemma/ui';
import { useEffect, useState } from 'react';
import { useShopLabels } from '@hemma/shop';
import * as styles from './layouts.css';

/** Spec sections 4 and 9: the spinner shows only once loading has lasted 1 s, and goes when it ends. */
export function LoadingOverlay({
  loading,
  delayMs = timing.spinnerAfterMs,
}: {
  loading: boolean;
  delayMs?: number;
}) {
  const { t } = useShopLabels();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [loading, delayMs]);
  if (!shown) return null;
  return (
    <div className={styles.loadingOverlay} data-testid="loading-overlay">
      <Spinner size="l" label={t('site.loading')} />
    </div>
  );
}
