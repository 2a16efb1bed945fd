import { useApolloClient } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { tabAccountSession, type AccountSession } from './accountSession';

const AccountSessionContext = createContext<AccountSession | null>(null);

/** Puts a given session in place of the tab's own: stories and tests make theirs over MSW. */
export function AccountSessionProvider({
  session,
  children,
}: {
  session: AccountSession;
  children: ReactNode;
}) {
  return (
    <AccountSessionContext.Provider value={session}>{children}</AccountSessionContext.Provider>
  );
}

/**
 * The visitor's session. The tab's session is made on the first call of one of its methods, in the
 * browser only, so server rendering never touches cookies or timers.
 */
export function useAccountSession(): AccountSession {
  const injected = useContext(AccountSessionContext);
  const apollo = useApolloClient();
  return useMemo<AccountSession>(() => {
    if (injected) return injected;
    const tab = () => tabAccountSession(apollo);
    return {
      login: (input) => tab().login(input),
      register: (input) => tab().register(input),
      changePassword: (input) => tab().changePassword(input),
      exchangeLoginToken: (token) => tab().exchangeLoginToken(token),
      ensureSession: () => tab().ensureSession(),
      logout: () => tab().logout(),
      hasSessionCookie: () => tab().hasSessionCookie(),
      dispose: () => tab().dispose(),
    };
  }, [injected, apollo]);
}

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

/** Whether the visitor has a live session, found after hydration (the server renders 'checking'). */
export function useSessionStatus(): SessionStatus {
  const session = useAccountSession();
  const [status, setStatus] = useState<SessionStatus>('checking');
  useEffect(() => {
    let current = true;
    void session.ensureSession().then((live) => {
      if (current) setStatus(live ? 'authenticated' : 'anonymous');
    });
    return () => {
      current = false;
    };
  }, [session]);
  return status;
}
