import { Notice } from '@hemma/ui';
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
 * Admin impersonation (spec section 6): a page opened with `?loginToken=…` says 'You are being
 * logged in as user..' while the token is traded for a session of that user, then loads again
 * without the token, now signed in (the authenticated guard lets such a URL through).
 */
export function LoginTokenExchange({ onDone = replaceLocation }: LoginTokenExchangeProps) {
  const { t } = useShopLabels();
  const location = useLocation();
  const session = useAccountSession();
  const loginToken = loginTokenOf(location.search);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!loginToken) return;
    let current = true;
    void session.exchangeLoginToken(loginToken).then((result) => {
      if (!current) return;
      if (result.ok) onDone(withoutLoginToken(location.pathname, location.search, location.hash));
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [loginToken, session, onDone, location.pathname, location.search, location.hash]);

  if (!loginToken) return null;
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
