import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createAuthSession, decodeTokenClaims, type AuthSessionController } from '../auth';
import { createTabBroadcast, type TabBroadcast } from '../broadcast';
import { browserCookies, type StorefrontCookies } from '../cookies';
import { defaultCookiePrefix } from '../shop/shopConfig';

/** Spec section 6: signed in when the auth token or the user cookie is present. */
export function hasSession(cookies: Pick<StorefrontCookies, 'auth' | 'user'>): boolean {
  return Boolean(cookies.auth.get() || cookies.user.get());
}

/** Where the browser reaches the identity service: the shop's own origin (routes/auth.ts proxies it). */
export const authPath = '/auth/';
/** The shop's door to the sign endpoint; the challenge is appended URL-encoded (see authProxy.server.ts). */
export const signPath = '/auth/sign?identity=';

/** A login, registration or password change: done, or refused with the service's error code. */
export type AuthOutcome = { ok: true } | { ok: false; code: string | undefined };

export interface AccountSession {
  login(input: { email: string; password: string; remember: boolean }): Promise<AuthOutcome>;
  register(input: { email: string; password: string }): Promise<AuthOutcome>;
  /** A wrong current password ends the session (spec section 8): the outcome says WRONG_CURRENT_PASSWORD. */
  changePassword(input: {
    email: string;
    password: string;
    newPassword: string;
  }): Promise<AuthOutcome>;
  /** Impersonation: trades an admin's login token for a session of that user. */
  exchangeLoginToken(loginToken: string): Promise<AuthOutcome>;
  /**
   * Renews the session once per tab when the visitor has one, which also schedules the refresh at
   * 900 x maxAge ms; resolves whether a live token is in the token cookie.
   */
  ensureSession(): Promise<boolean>;
  /** Ends the session at the identity service and clears the token and user cookies. */
  logout(): Promise<void>;
  /** The visitor has a token or user cookie (what the server's guard also reads). */
  hasSessionCookie(): boolean;
  dispose(): void;
}

export interface AccountSessionOptions {
  apollo: ApolloClient;
  /** The page's origin; the auth client needs absolute addresses. */
  origin: string;
  cookies?: StorefrontCookies;
  broadcast?: TabBroadcast;
  fetch?: typeof fetch;
}

/**
 * After logging out, the reset cache fetches what the page shows again; customer-only data is then
 * refused as UNAUTHENTICATED, which is the point of logging out and not worth an error line.
 */
function refusedForLoggedOut(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.every((entry) => entry.extensions?.code === 'UNAUTHENTICATED')
  );
}

function logCacheResetFailure(message: string, error: unknown) {
  if (!refusedForLoggedOut(error)) console.error(message, error);
}

function outcome(controller: AuthSessionController, ok: boolean): AuthOutcome {
  return ok ? { ok: true } : { ok: false, code: controller.auth.lastFailure?.code };
}

/**
 * The browser's side of spec section 4 (Auth) over the auth client of @hemma/data: the sign
 * challenge, remember me, the token and user cookies, cache reset and the cross-tab message.
 * Session renewals (plain GETs) carry the token as a bearer, so a session that began with a
 * login token (no session cookie at the service) can be renewed too.
 */
export function createAccountSession({
  apollo,
  origin,
  cookies = browserCookies(),
  broadcast,
  fetch: fetchImpl = fetch,
}: AccountSessionOptions): AccountSession {
  let bearerOverride: string | undefined;
  const fetchWithBearer: typeof fetch = (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const bearer = bearerOverride ?? cookies.auth.get();
    if (method !== 'GET' || !bearer) return fetchImpl(input, init);
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${bearer}`);
    return fetchImpl(input, { ...init, headers });
  };

  const controller = createAuthSession({
    authEndpoint: new URL(authPath, origin).href,
    signEndpoint: new URL(signPath, origin).href,
    cookies,
    apollo,
    broadcast,
    fetch: fetchWithBearer,
    log: logCacheResetFailure,
    // The shop's /auth proxy ends a session only on a same-origin POST (authProxy.server).
    logoutMethod: 'POST',
  });

  let renewal: Promise<boolean> | undefined;
  const hasSessionCookie = () => hasSession(cookies);

  return {
    async login({ email, password, remember }) {
      return outcome(
        controller,
        await controller.connect({ username: email.trim(), password, rememberUser: remember }),
      );
    },
    async register({ email, password }) {
      return outcome(
        controller,
        await controller.connect({ username: email.trim(), password }, 'register'),
      );
    },
    async changePassword({ email, password, newPassword }) {
      return outcome(
        controller,
        await controller.connect({ username: email, password, newPassword }, 'password'),
      );
    },
    async exchangeLoginToken(loginToken) {
      bearerOverride = loginToken;
      try {
        // Only a token the service gave for this login token counts: an unanswered call must not
        // pass for an exchange that worked while an earlier session's cookie is still there.
        const ok = (await controller.auth.connect()) !== undefined;
        if (ok) {
          // Geins's tokens name the user in the `name` claim.
          const username = decodeTokenClaims(cookies.auth.get())?.name;
          if (typeof username === 'string' && username)
            cookies.user.set(username, { remember: false });
        }
        return outcome(controller, ok);
      } finally {
        bearerOverride = undefined;
      }
    },
    ensureSession() {
      if (!hasSessionCookie()) return Promise.resolve(false);
      renewal ??= controller.resume();
      return renewal;
    },
    async logout() {
      renewal = undefined;
      await controller.logout();
      cookies.clearUser();
    },
    hasSessionCookie,
    dispose() {
      controller.dispose();
    },
  };
}

let tabSession: AccountSession | undefined;

/** The tab's one session, made on first use in the browser with the page's Apollo client. */
export function tabAccountSession(apollo: ApolloClient): AccountSession {
  tabSession ??= createAccountSession({
    apollo,
    origin: window.location.origin,
    broadcast:
      typeof BroadcastChannel === 'undefined'
        ? undefined
        : createTabBroadcast({ name: `${defaultCookiePrefix}-auth` }),
  });
  return tabSession;
}
