import { buttonRecipe } from '@hemma/ui';
import { useState } from 'react';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import { Link } from 'react-router';
import {
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  type AccountFrame,
} from '../AuthForms/AuthForms';
import * as styles from '../account.css';

export interface AccountPageProps {
  title: string;
  /** What happens after a login or registration here; the orders page loads by default. */
  onLoggedIn?: () => void;
}

/**
 * The account page (/account): for a visitor the same login, create account and forgot password
 * forms as the panel, in the page; for a customer the ways to the account pages.
 */
export function AccountPage({ title, onLoggedIn }: AccountPageProps) {
  const { t } = useShopLabels();
  const { loggedIn, links } = useShell();
  const [frame, setFrame] = useState<AccountFrame>('login');
  const toOrders = onLoggedIn ?? (() => window.location.assign(links.accountOrders));
  const headings: Record<AccountFrame, string> = {
    login: t('account.login.title'),
    register: t('account.register.title'),
    forgot: t('account.forgot.title'),
  };
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>{title}</h1>
      {loggedIn ? (
        <nav className={styles.stack} aria-label={t('account.nav.label')}>
          <p className={styles.lead}>{t('account.panel.loggedIn')}</p>
          <Link to={links.accountOrders} className={buttonRecipe({ variant: 'primary' })}>
            {t('account.nav.orders')}
          </Link>
          <Link to={links.accountBalance} className={styles.plainLink}>
            {t('account.nav.balance')}
          </Link>
          <Link to={links.accountSettings} className={styles.plainLink}>
            {t('account.nav.settings')}
          </Link>
        </nav>
      ) : (
        <section className={styles.section} aria-labelledby="account-frame-heading">
          <h2 id="account-frame-heading" className={styles.subheading}>
            {headings[frame]}
          </h2>
          {frame === 'register' ? (
            <RegisterForm onFrame={setFrame} onLoggedIn={toOrders} />
          ) : frame === 'forgot' ? (
            <ForgotPasswordForm onFrame={setFrame} />
          ) : (
            <LoginForm onFrame={setFrame} onLoggedIn={toOrders} />
          )}
        </section>
      )}
    </div>
  );
}
