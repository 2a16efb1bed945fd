import { Button, Notice } from '@hemma/ui';
import { useEffect, useState } from 'react';
import { useShopLabels } from '@hemma/shop';
import { useLocation } from 'react-router';
import { loginTokenOf } from '@hemma/data';
import { useAccountSession } from '@hemma/data';
import { accountStyles as styles } from '@hemma/shop/account';

/** The URL without its `loginToken`, so a reload does not trade the token again. */
export function withoutLoginToken(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete('loginToken');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

export interface LoginTokenExchangeProps {
  /** Where the page goes once the token is traded (or refused); the same page without the token by default. */
  onDone?: (to: string) => void;
}

const replaceLocation = (to: string) => window.location.replace(to);

/**
 * Admin impersonation (spec section 6): a page opened with `?loginToken=…` first asks the visitor to
 * confirm, since a link must not sign anyone into another account unasked (issue 51: login by
 * link). Confirmed, it says 'You are being logged in as user..' while the token is traded for a
 * session of that user, then loads again without the token, now signed in (the authenticated guard
 * lets such a URL through). The API trades only a login token of its admin flow; anything else, a
 * customer's own access token among them, fails here with the error message. Declined, the page
 * loads again without the token.
 */
export function LoginTokenExchange({ onDone = replaceLocation }: LoginTokenExchangeProps) {
  const { t } = useShopLabels();
  const location = useLocation();
  const session = useAccountSession();
  const loginToken = loginTokenOf(location.search);
  const [confirmed, setConfirmed] = useState(false);
  const [failed, setFailed] = useState(false);
  const withoutToken = withoutLoginToken(location.pathname, location.search, location.hash);

  useEffect(() => {
    if (!loginToken || !confirmed) return;
    let current = true;
    void session.exchangeLoginToken(loginToken).then((result) => {
      if (!current) return;
      if (result.ok) onDone(withoutToken);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [loginToken, confirmed, session, onDone, withoutToken]);

  if (!loginToken) return null;
  if (!confirmed)
    return (
      <div role="group" aria-labelledby="login-token-question" className={styles.infoBanner}>
        <p id="login-token-question">{t('header.impersonationConfirm')}</p>
        <p>
          <Button onClick={() => setConfirmed(true)}>{t('header.impersonationContinue')}</Button>{' '}
          <Button variant="outline" onClick={() => onDone(withoutToken)}>
            {t('header.impersonationCancel')}
          </Button>
        </p>
      </div>
    );
  // One live region from the start: the failure replaces the message in it and is heard.
  return (
    <div role="status" className={styles.infoBanner}>
      {failed ? (
        <Notice tone="critical" announce={false}>
          {t('messages.genericError')}
        </Notice>
      ) : (
        t('header.impersonating')
      )}
    </div>
  );
}
