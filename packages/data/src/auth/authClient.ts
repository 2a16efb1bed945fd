import { errorMessages } from '../client/errors';
import {
  defaultSessionLifetime,
  refreshFactorMs,
  refreshTokenHeader,
  renewalRetryMs,
  type AuthAction,
} from './constants';
import { hashPassword } from './passwordHash';

export interface Credentials {
  username: string;
  password: string;
  /** Only for the `password` action (a password change). */
  newPassword?: string;
  /** Remember me: omits `sessionLifetime`, so the service uses its long lifetime. */
  rememberUser?: boolean;
}

export interface AuthSession {
  token: string;
  /** Seconds the token lives. */
  maxAge: number;
  /**
   * The refresh token of the x-auth-refresh-token header, when the service sent it and the client
   * may read it (a server-side client; the shop's browser keeps its session in an HttpOnly cookie).
   * A refresh sends it back in the same header.
   */
  refreshToken?: string;
}

export interface AuthClientOptions {
  /** The identity service's base, to which the action is appended (`…/auth/`). */
  authEndpoint: string | undefined;
  /**
   * The sign endpoint up to the challenge, which is appended URL-encoded: Geins's form is
   * `https://merchantapi.geins.io/auth/sign/{apiKey}?identity=`.
   */
  signEndpoint: string | undefined;
  salt?: string;
  fetch?: typeof fetch;
  /** Called with the new session after every connect, refresh or logout (undefined = logged out). */
  onChange?: (session: AuthSession | undefined) => void;
  /**
   * How logout is sent: GET, as Geins's identity service and the official SDK do, or POST with an
   * empty JSON body, for a same-origin proxy that ends sessions only on a POST a CSRF check has passed.
   */
  logoutMethod?: 'GET' | 'POST';
}

export interface AuthClient {
  /** The current session; undefined means logged out. */
  readonly session: AuthSession | undefined;
  /** Why the last connect gave no token (undefined after a success). */
  readonly lastFailure: AuthFailure | undefined;
  /**
   * Talks to the identity service. Without credentials it is a GET that renews the session the
   * service keeps in its own cookie; with credentials a POST with the sign challenge round.
   * Never throws for a failed call: an answer without a token means logged out, while a call that
   * got no answer (network down, page leaving) leaves the session as it was.
   */
  connect(credentials?: Credentials, action?: AuthAction): Promise<AuthSession | undefined>;
  logout(): Promise<void>;
  /** Stops the scheduled refresh. */
  dispose(): void;
}

interface AuthResponse {
  token?: string;
  maxAge?: number;
  sign?: string;
  refreshToken?: string;
}

/** Why the last call gave no token: kept for the UI's wording, never thrown. */
export interface AuthFailure {
  status: number | undefined;
  /** The service's error code, e.g. WRONG_CREDENTIALS or ACCOUNT_EXISTS. */
  code: string | undefined;
  message: string;
}

class AuthRequestError extends Error {
  constructor(readonly failure: AuthFailure) {
    super(failure.message);
  }
}

async function readJson(
  response: Response,
): Promise<AuthResponse & { error?: string; message?: string }> {
  const text = await response.text();
  let body: (AuthResponse & { error?: string; message?: string }) | undefined;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = undefined;
  }
  if (!response.ok || !body) {
    throw new AuthRequestError({
      status: response.status,
      code: body?.error,
      message: body?.message ?? errorMessages.responseNotSuccessful(response.status),
    });
  }
  return body;
}

/**
 * The sign endpoint answers the signed identity as JSON (Geins: `{ identity, timestamp, signature }`);
 * it goes back to the service unchanged, as the official SDK sends it.
 */
async function readSignature(response: Response): Promise<unknown> {
  const body = await readJson(response);
  return body;
}

/** The identity protocol of spec section 7. */
export function createAuthClient(options: AuthClientOptions): AuthClient {
  const { authEndpoint, signEndpoint } = options;
  if (!authEndpoint || !signEndpoint) throw new Error(errorMessages.identityEndpointRequired);
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  let session: AuthSession | undefined;
  let lastFailure: AuthFailure | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const request = async (
    action: AuthAction,
    body?: Record<string, unknown>,
  ): Promise<AuthResponse> => {
    const headers: Record<string, string> = body
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' };
    // A session known by its refresh token (no cookie jar, e.g. on a server) is renewed, changed or
    // ended with that token in the header, as Geins's service expects.
    if (session?.refreshToken) headers[refreshTokenHeader] = session.refreshToken;
    const response = await fetchImpl(authEndpoint + action, {
      method: body ? 'POST' : 'GET',
      credentials: 'include',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = await readJson(response);
    const refreshToken = response.headers.get(refreshTokenHeader) ?? undefined;
    return refreshToken ? { ...answer, refreshToken } : answer;
  };

  async function exchange(action: AuthAction, credentials?: Credentials): Promise<AuthResponse> {
    if (!credentials) return request(action);
    const first = await request(action, { username: credentials.username });
    if (!first.sign) return first;
    const signature = await fetchImpl(signEndpoint + encodeURIComponent(first.sign), {
      credentials: 'include',
    }).then(readSignature);
    return request(action, {
      username: credentials.username,
      signature,
      password: await hashPassword(credentials.password, options.salt),
      ...(credentials.newPassword !== undefined
        ? { newPassword: await hashPassword(credentials.newPassword, options.salt) }
        : {}),
      ...(credentials.rememberUser ? {} : { sessionLifetime: defaultSessionLifetime }),
    });
  }

  function settle(next: AuthSession | undefined) {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
    session = next;
    if (next) {
      refreshTimer = setTimeout(() => void client.connect(), refreshFactorMs * next.maxAge);
    }
    options.onChange?.(next);
    return next;
  }

  const client: AuthClient = {
    get session() {
      return session;
    },
    get lastFailure() {
      return lastFailure;
    },
    async connect(credentials, action = 'login') {
      lastFailure = undefined;
      try {
        const response = await exchange(action, credentials);
        return settle(
          response.token && typeof response.maxAge === 'number'
            ? {
                token: response.token,
                maxAge: response.maxAge,
                ...(response.refreshToken ? { refreshToken: response.refreshToken } : {}),
              }
            : undefined,
        );
      } catch (error) {
        if (error instanceof AuthRequestError) {
          // The spec swallows every failure: an answer without a token means logged out.
          lastFailure = error.failure;
          return settle(undefined);
        }
        // No answer at all: the network failed, or the page is leaving and the browser aborted the
        // call. That says nothing about the session, so it stays (cookies included) and a renewal
        // is tried again later; logging the visitor out here would lose their session for nothing.
        lastFailure = {
          status: undefined,
          code: undefined,
          message: errorMessages.networkRequestFailed,
        };
        if (!credentials) {
          clearTimeout(refreshTimer);
          refreshTimer = setTimeout(() => void client.connect(), renewalRetryMs);
        }
        return undefined;
      }
    },
    async logout() {
      try {
        await (options.logoutMethod === 'POST' ? request('logout', {}) : exchange('logout'));
      } catch {
        // Logged out locally whatever the service answers.
      }
      settle(undefined);
    },
    dispose() {
      clearTimeout(refreshTimer);
      refreshTimer = undefined;
    },
  };
  return client;
}
