import { Button, buttonRecipe, SidePanel, useSidePanel } from '@hemma/ui';
import { useEffect } from 'react';
import { useShopLabels, useShell } from '@hemma/shop';
import { Link } from 'react-router';
import { shellPanels } from '@hemma/shop';
import { withoutLoginAction } from '../../routing/loginAction';
import { useAccountSession } from './AccountSessionContext';
import {
  accountFrames,
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  type AccountFrame,
} from './AuthForms';
import { LoginTokenExchange } from './LoginTokenExchange';
import { useLogout } from './useLogout';
import * as styles from './account.css';

/** After a login the page loads again, so the server renders it for the signed-in customer; `?action=login` is dropped. */
export function reloadWithoutLoginAction() {
  window.location.replace(
    withoutLoginAction(window.location.pathname, window.location.search) + window.location.hash,
  );
}

function frameOf(frame: string): AccountFrame {
  return (accountFrames as readonly string[]).includes(frame) ? (frame as AccountFrame) : 'login';
}

/** Logged in: the account pages and logging out. */
function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useShopLabels();
  const { links } = useShell();
  const logout = useLogout();
  return (
    <nav className={styles.stack} aria-label={t('account.nav.label')}>
      <p className={styles.lead}>{t('account.panel.loggedIn')}</p>
      <Link
        to={links.accountOrders}
        className={buttonRecipe({ variant: 'primary' })}
        onClick={onNavigate}
      >
        {t('account.nav.orders')}
      </Link>
      <Link to={links.accountBalance} className={styles.plainLink} onClick={onNavigate}>
        {t('account.nav.balance')}
      </Link>
      <Link to={links.accountSettings} className={styles.plainLink} onClick={onNavigate}>
        {t('account.nav.settings')}
      </Link>
      <Button variant="outline" loading={logout.busy} onClick={logout.run}>
        {t('header.logout')}
      </Button>
    </nav>
  );
}

/**
 * Renews a signed-in visitor's session once the page has loaded, which also schedules the token
 * refresh (spec section 7). A session the identity service no longer knows means logged out: the
 * cookies are cleared and a page rendered for a signed-in customer loads again as a visitor's.
 */
function useKeepSession(loggedIn: boolean, onEnded: () => void) {
  const session = useAccountSession();
  useEffect(() => {
    if (!session.hasSessionCookie()) return;
    let current = true;
    void session.ensureSession().then((live) => {
      if (current && !live && loggedIn) onEnded();
    });
    return () => {
      current = false;
    };
  }, [session, loggedIn, onEnded]);
}

const reloadPage = () => window.location.reload();

export interface AccountPanelProps {
  /** What happens once the visitor is logged in; the page loads again by default. */
  onLoggedIn?: () => void;
  /** What happens when a signed-in visitor's session turns out to have ended; the page loads again by default. */
  onSessionEnded?: () => void;
}

/**
 * The account side panel (spec section 2): the login, create account and forgot password frames
 * for a visitor, the account pages and logout for a customer. It also keeps a customer's session
 * alive and trades a `?loginToken` for a session (admin impersonation).
 */
export function AccountPanel({
  onLoggedIn = reloadWithoutLoginAction,
  onSessionEnded = reloadPage,
}: AccountPanelProps) {
  const { t } = useShopLabels();
  const { loggedIn } = useShell();
  useKeepSession(loggedIn, onSessionEnded);
  const panels = useSidePanel();
  const frame = frameOf(panels.frame);
  const toFrame = (next: AccountFrame) => panels.open(shellPanels.account, next);
  const titles: Record<AccountFrame, string> = {
    login: t('account.login.title'),
    register: t('account.register.title'),
    forgot: t('account.forgot.title'),
  };
  return (
    <>
      <LoginTokenExchange />
      <SidePanel.Root name={shellPanels.account}>
        <SidePanel.Content
          title={loggedIn ? t('header.account') : titles[frame]}
          closeLabel={t('account.close')}
        >
          {loggedIn ? (
            <AccountMenu onNavigate={panels.close} />
          ) : frame === 'register' ? (
            <RegisterForm onFrame={toFrame} onLoggedIn={onLoggedIn} />
          ) : frame === 'forgot' ? (
            <ForgotPasswordForm onFrame={toFrame} />
          ) : (
            <LoginForm onFrame={toFrame} onLoggedIn={onLoggedIn} />
          )}
        </SidePanel.Content>
      </SidePanel.Root>
    </>
  );
}
