import { Logo, SnackbarProvider } from '@hemma/ui';
import type { ReactNode } from 'react';
import { useShopLabels, useShell } from '@hemma/shop';
import { Link } from 'react-router';
import { LoadingOverlay } from './LoadingOverlay';
import { mainContentId, SkipLink } from './SkipLink';
import * as styles from './layouts.css';

/** The planning tool takes the whole window under a slim bar that leads back to the shop. */
export function PlanningToolLayout({
  children,
  loading = false,
}: {
  children: ReactNode;
  loading?: boolean;
}) {
  const { t } = useShopLabels();
  const { links } = useShell();
  return (
    <SnackbarProvider>
      <div className={styles.planning}>
        <SkipLink />
        <header className={styles.plainBar}>
          <Link to={links.index} className={styles.plainLogo}>
            <Logo alt={t('header.logo')} className={styles.plainLogoImage} />
          </Link>
          <Link to={links.index} className={styles.plainLink}>
            {t('shell.backToShop')}
          </Link>
        </header>
        <main id={mainContentId} className={styles.planningMain}>
          {children}
        </main>
        <LoadingOverlay loading={loading} />
      </div>
    </SnackbarProvider>
  );
}
