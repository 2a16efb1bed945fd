import { Logo, SidePanelProvider, SnackbarProvider, pageSurface } from '@hemma/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useShopLabels, useShell } from '@hemma/shop';
import { Link } from 'react-router';
import { LoadingOverlay } from './LoadingOverlay';
import { mainContentId, SkipLink } from './SkipLink';
import { missingBrowserFeatures } from './browserFeatures';
import * as styles from './layouts.css';

export interface UndistractedLayoutProps {
  children: ReactNode;
  loading?: boolean;
  /** Which features are missing; by default the browser is checked after mount. */
  detectMissingFeatures?: () => readonly string[];
}

/**
 * For focused flows such as checkout: a plain light page with a top bar, and the
 * outdated-browser message (ANCIENT_BROWSER_MESSAGE) when a needed feature is missing.
 */
export function UndistractedLayout({
  children,
  loading = false,
  detectMissingFeatures = () => missingBrowserFeatures(window),
}: UndistractedLayoutProps) {
  const { t } = useShopLabels();
  const { links } = useShell();
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    setOutdated(detectMissingFeatures().length > 0);
    // Checked once per page: browser features do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SidePanelProvider>
      <SnackbarProvider>
        <div className={`${pageSurface} ${styles.undistracted}`}>
          <SkipLink />
          <header className={styles.plainBar}>
            <Link to={links.index} className={styles.plainLogo}>
              <Logo alt={t('header.logo')} className={styles.plainLogoImage} />
            </Link>
            <Link to={links.index} className={styles.plainLink}>
              {t('shell.backToShop')}
            </Link>
          </header>
          {outdated ? (
            <p role="alert" className={styles.outdated}>
              {t('messages.ANCIENT_BROWSER_MESSAGE')}
            </p>
          ) : null}
          <main id={mainContentId} className={styles.focusedMain}>
            {children}
          </main>
          <LoadingOverlay loading={loading} />
        </div>
      </SnackbarProvider>
    </SidePanelProvider>
  );
}
