import { errorMessages } from '../client/errors';
import { defaultSessionLifetime, refreshFactorMs, renewalRetryMs, type AuthAction } from './constants';
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
}

export interface AuthClientOptions {
  authEndpoint: string | undefined;
  signEndpoint: string | undefined;
  salt?: string;
  fetch?: typeof fetch;
  /** Called with the new session after every connect, refresh or logout (undefined = logged out). */
  onChange?: (session: AuthSession | undefined) => void;
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

async function readJson(response: Response): Promise<AuthResponse & { error?: string; message?: string }> {
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

/** The sign endpoint answers JSON `{ signature }` or the bare signature as text. */
async function readSignature(response: Response): Promise<string> {
  if (!response.ok) throw new AuthRequestError({ status: response.status, code: undefined, message: errorMessages.responseNotSuccessful(response.status) });
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'string') return body;
    if (typeof body === 'object' && body && typeof (body as { signature?: unknown }).signature === 'string') {
      return (body as { signature: string }).signature;
    }
  } catch {
    // Not JSON: the text is the signature.
  }
  return text;
}

/** The identity protocol of spec section 7. */
export function createAuthClient(options: AuthClientOptions): AuthClient {
  const { authEndpoint, signEndpoint } = options;
  if (!authEndpoint || !signEndpoint) throw new Error(errorMessages.identityEndpointRequired);
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  let session: AuthSession | undefined;
  let lastFailure: AuthFailure | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const request = (action: AuthAction, body?: Record<string, unknown>) =>
    fetchImpl(authEndpoint + action, {
      method: body ? 'POST' : 'GET',
      credentials: 'include',
      headers: body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(readJson);

  async function exchange(action: AuthAction, credentials?: Credentials): Promise<AuthResponse> {
    if (!credentials) return request(action);
    const first = await request(action, { username: credentials.username });
    if (!first.sign) return first;
    const signature = await fetchImpl(signEndpoint + first.sign, { credentials: 'include' }).then(readSignature);
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
            ? { token: response.token, maxAge: response.maxAge }
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
        lastFailure = { status: undefined, code: undefined, message: errorMessages.networkRequestFailed };
        if (!credentials) {
          clearTimeout(refreshTimer);
          refreshTimer = setTimeout(() => void client.connect(), renewalRetryMs);
        }
        return undefined;
      }
    },
    async logout() {
      try {
        await exchange('logout');
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
