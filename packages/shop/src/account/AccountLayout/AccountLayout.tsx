import { buttonRecipe, Spinner } from '@hemma/ui';
import type { ReactNode } from 'react';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import { NavLink } from 'react-router';
import { useLogout } from '../useLogout';
import { AccountAlert } from '../AccountAlert/AccountAlert';
import { useSessionStatus } from '@hemma/data';
import * as styles from '../account.css';

/** What an account page shows once the session is known to be live. */
export interface AccountLayoutProps {
  title: string;
  children: ReactNode;
}

/** Logged out meanwhile (the session ran out, or a wrong current password ended it): the way back in. */
export function LoggedOutNotice({ message }: { message?: string }) {
  const { t } = useShopLabels();
  const { links } = useShell();
  return (
    <div className={styles.stack}>
      <AccountAlert>{message ?? t('account.loggedOut')}</AccountAlert>
      {/* A full page load, so the header and the guard see the ended session. */}
      <a href={`${links.index}?action=login`} className={buttonRecipe({ variant: 'primary' })}>
        {t('account.loginAgain')}
      </a>
    </div>
  );
}

/**
 * The frame of the account pages (orders, balance, settings): their navigation, logout, and the
 * page itself once the session is renewed; an ended session shows the way to log in again.
 */
export function AccountLayout({ title, children }: AccountLayoutProps) {
  const { t } = useShopLabels();
  const { links } = useShell();
  const status = useSessionStatus();
  const logout = useLogout();
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label={t('account.nav.label')}>
        <ul className={styles.navList}>
          <li>
            <NavLink to={links.accountOrders} className={styles.navLink} end>
              {t('account.nav.orders')}
            </NavLink>
          </li>
          <li>
            <NavLink to={links.accountBalance} className={styles.navLink} end>
              {t('account.nav.balance')}
            </NavLink>
          </li>
          <li>
            <NavLink to={links.accountSettings} className={styles.navLink} end>
              {t('account.nav.settings')}
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              className={styles.navButton}
              onClick={logout.run}
              disabled={logout.busy}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <h1 className={styles.heading}>{title}</h1>
        {status === 'checking' ? (
          <Spinner label={t('account.checking')} />
        ) : status === 'anonymous' ? (
          <LoggedOutNotice />
        ) : (
          children
        )}
      </div>
    </div>
  );
}
