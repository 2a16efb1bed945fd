import type { ApolloClient } from '@apollo/client';
import { restartRealtime } from '../client/realtimeRegistry';
import type { TabBroadcast } from '../broadcast/tabBroadcast';
import type { StorefrontCookies } from '../cookies/storefrontCookies';
import {
  createAuthClient,
  type AuthClient,
  type AuthClientOptions,
  type AuthSession,
  type Credentials,
} from './authClient';
import type { AuthAction } from './constants';

export interface AuthSessionOptions extends Omit<AuthClientOptions, 'onChange'> {
  cookies: StorefrontCookies;
  apollo: ApolloClient;
  broadcast?: TabBroadcast;
  /** Told whenever the visitor logs in or out, here or in another tab. */
  onAuthenticatedChange?: (authenticated: boolean) => void;
  /** Where cache reset failures go (spec: they are only logged). */
  log?: (message: string, error: unknown) => void;
}

export interface AuthSessionController {
  readonly auth: AuthClient;
  /** Login, register or password change; resolves true when a token came back. */
  connect(credentials: Credentials, action?: Exclude<AuthAction, 'logout'>): Promise<boolean>;
  /**
   * Renews the session the identity service keeps (on start-up and by the refresh timer); true
   * while the visitor has a session, which a renewal that got no answer does not end.
   */
  resume(): Promise<boolean>;
  logout(): Promise<void>;
  dispose(): void;
}

/**
 * Ties the identity client to the rest of the shop (spec section 4, Auth): a token is kept in
 * the token cookie; logging in or out resets the cached data, restarts the realtime connection
 * and tells other tabs; logout also clears the user cookies.
 */
export function createAuthSession(options: AuthSessionOptions): AuthSessionController {
  const { cookies, apollo, broadcast } = options;
  const log = options.log ?? ((message, error) => console.error(message, error));

  const afterAuthChange = async (authenticated: boolean) => {
    try {
      await apollo.resetStore();
    } catch (error) {
      log('Resetting the cache after an auth change failed', error);
    }
    restartRealtime(apollo);
    options.onAuthenticatedChange?.(authenticated);
  };

  const onChange = (session: AuthSession | undefined) => {
    const wasAuthenticated = cookies.auth.get() !== undefined;
    if (session) cookies.auth.set(session.token);
    else cookies.clearUser();
    const authenticated = session !== undefined;
    if (authenticated !== wasAuthenticated) {
      broadcast?.publish('auth', authenticated);
      void afterAuthChange(authenticated);
    }
  };

  const auth = createAuthClient({ ...options, onChange });
  const unsubscribe = broadcast?.subscribe(
    'auth',
    (authenticated) => void afterAuthChange(authenticated === true),
  );

  return {
    auth,
    async connect(credentials, action = 'login') {
      const session = await auth.connect(credentials, action);
      if (!session) return false;
      const remember = credentials.rememberUser === true;
      cookies.user.set(credentials.username, { remember });
      cookies.userMaxAge.set(session.maxAge, { remember });
      return true;
    },
    async resume() {
      if ((await auth.connect()) !== undefined) return true;
      // Unanswered, the token in the cookie stands until the retried renewal says otherwise.
      return auth.lastFailure?.status === undefined && cookies.auth.get() !== undefined;
    },
    logout: () => auth.logout(),
    dispose() {
      auth.dispose();
      unsubscribe?.();
    },
  };
}
