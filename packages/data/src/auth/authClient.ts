import { errorMessages } from '../client/errors';
import { defaultSessionLifetime, refreshFactorMs, type AuthAction } from './constants';
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
  /**
   * Talks to the identity service. Without credentials it is a GET that renews the session the
   * service keeps in its own cookie; with credentials a POST with the sign challenge round.
   * Never throws for a failed call: no token means logged out.
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

async function readJson(response: Response): Promise<AuthResponse> {
  if (!response.ok) throw new Error(errorMessages.responseNotSuccessful(response.status));
  const text = await response.text();
  return text ? (JSON.parse(text) as AuthResponse) : {};
}

async function readSignature(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(errorMessages.responseNotSuccessful(response.status));
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return isJson ? ((await response.json()) as unknown) : await response.text();
}

/** The identity protocol of spec section 7. */
export function createAuthClient(options: AuthClientOptions): AuthClient {
  const { authEndpoint, signEndpoint } = options;
  if (!authEndpoint || !signEndpoint) throw new Error(errorMessages.identityEndpointRequired);
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  let session: AuthSession | undefined;
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
    async connect(credentials, action = 'login') {
      try {
        const response = await exchange(action, credentials);
        return settle(
          response.token && typeof response.maxAge === 'number'
            ? { token: response.token, maxAge: response.maxAge }
            : undefined,
        );
      } catch {
        // The spec swallows every failure: without a token the visitor is simply logged out.
        return settle(undefined);
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
