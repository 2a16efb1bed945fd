import { Button } from '@hemma/ui';
import { useShopLabels } from '../../labels';
// The learn-more href is a shell link, already localized: ui's Link would add the page's prefix again.
import { Link } from 'react-router';
import * as styles from './CookieConsent.css';

export interface CookieConsentBannerProps {
  /** The cookie information page (/cookies). */
  learnMoreHref: string;
  onAllow: () => void;
  onDecline: () => void;
}

/** The banner at the bottom of the page asking to allow cookies. */
export function CookieConsentBanner({
  learnMoreHref,
  onAllow,
  onDecline,
}: CookieConsentBannerProps) {
  const { t } = useShopLabels();
  return (
    <section
      className={styles.root}
      aria-label={t('cookieConsent.label')}
      data-testid="cookie-consent"
    >
      <p className={styles.text}>
        {t('cookieConsent.text')}{' '}
        <Link to={learnMoreHref} className={styles.link}>
          {t('cookieConsent.learnMore')}
        </Link>
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onDecline}>
          {t('cookieConsent.decline')}
        </Button>
        <Button onClick={onAllow}>{t('cookieConsent.allow')}</Button>
      </div>
    </section>
  );
}

/** Where the choice lives: the data package's consent cookie (true, false or none). */
export interface ConsentStore {
  get(): boolean | undefined;
  set(value: boolean): void;
}
