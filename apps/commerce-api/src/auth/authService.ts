import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { EMAIL_PATTERN } from '../errors';
import {
  findAccount,
  findLogin,
  insertAccount,
  setPasswordHash,
  type AccountRecord,
} from '../store/userStore';
import type { LoginThrottle } from './loginThrottle';
import { checkLoginPassword, hashForStorage, isClientPasswordHash } from './passwords';
import { DEFAULT_SESSION_MINUTES, MAX_SESSION_MINUTES, type TokenService } from './tokens';

export const AUTH_PATH = '/auth';
export const SIGN_PATH = '/auth/sign';
export const SESSION_COOKIE = 'hemma-session';
/**
 * The Geins identity service's header for the refresh token: answered by login, register, password
 * change and refresh, and read back on a refresh or password change. Browsers of the shop keep the
 * same token in the HttpOnly session cookie instead.
 */
export const REFRESH_TOKEN_HEADER = 'x-auth-refresh-token';
/** The answer to a throttled login. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many login attempts, try again later';
/** A challenge must be signed and used within five minutes, and only once. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

type Action = 'login' | 'register' | 'password' | 'logout';
const actions: Action[] = ['login', 'register', 'password', 'logout'];

/** What GET /auth/sign/{apiKey}?identity={challenge} answers, and what the client posts back as `signature`. */
export interface SignedIdentity {
  identity: string;
  /** ISO 8601: when it was signed. */
  timestamp: string;
  signature: string;
}

interface AuthBody {
  username?: unknown;
  signature?: unknown;
  password?: unknown;
  newPassword?: unknown;
  sessionLifetime?: unknown;
}

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<AuthBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024)
      throw new AuthError(413, 'BODY_TOO_LARGE', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    return parsed as AuthBody;
  } catch {
    throw new AuthError(400, 'BAD_REQUEST', 'The body must be a JSON object');
  }
}

/**
 * The browser reached us over https, directly or through a proxy that says so (X-Forwarded-Proto).
 * Only used to add Secure to cookies, which can only make them stricter, so the header is trusted.
 */
export function isHttps(request: IncomingMessage): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return (
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase() ===
    'https'
  );
}

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Constant-time equality of two texts (hashed first, so differing lengths do not end early). */
function sameText(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

function isSignedIdentity(value: unknown): value is SignedIdentity {
  if (!value || typeof value !== 'object') return false;
  const { identity, timestamp, signature } = value as Record<string, unknown>;
  return (
    typeof identity === 'string' &&
    typeof timestamp === 'string' &&
    typeof signature === 'string' &&
    identity !== '' &&
    signature !== ''
  );
}

/**
 * The identity service as Geins runs it (spec section 7): a POST with the username answers a
 * challenge (`sign`); GET /auth/sign/{apiKey}?identity={challenge} signs it; the real request
 * carries that signed identity as `signature` and the password as base64(SHA-384(password + salt)).
 */
export class AuthService {
  private readonly usedChallenges = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly signingSecret: string,
    private readonly throttle: LoginThrottle,
    /** The client's address for the per-address login throttle. */
    private readonly clientAddress: (request: IncomingMessage) => string,
    /** The Merchant API key: the sign endpoint's path names it, as Geins's does. */
    private readonly apiKey: string,
  ) {}

  challenge(username: string): string {
    const payload = { u: username, t: Date.now(), n: randomBytes(9).toString('base64url') };
    return Buffer.from(JSON.stringify(payload)).toString('base64url');
  }

  sign(identity: string, timestamp = new Date().toISOString()): SignedIdentity {
    return { identity, timestamp, signature: this.mac(identity, timestamp) };
  }

  private mac(identity: string, timestamp: string): string {
    return createHmac('sha256', this.signingSecret)
      .update(`${identity}\n${timestamp}`)
      .digest('base64');
  }

  /**
   * A signed identity of one of our challenges, for this username, fresh and not used before.
   * Anything else (another shape, a text, a forged or stale one) is refused: it never restarts the
   * exchange with a new challenge.
   */
  private verifySignature(signature: unknown, username: string): void {
    if (!isSignedIdentity(signature))
      throw new AuthError(
        401,
        'INVALID_SIGNATURE',
        'The signature must be what the sign endpoint answered: { identity, timestamp, signature }',
      );
    const { identity: challenge, timestamp } = signature;
    if (!sameText(signature.signature, this.mac(challenge, timestamp)))
      throw new AuthError(401, 'INVALID_SIGNATURE', 'The signature is not valid');
    const signedAt = Date.parse(timestamp);
    if (Number.isNaN(signedAt) || Date.now() - signedAt > CHALLENGE_LIFETIME_MS)
      throw new AuthError(401, 'CHALLENGE_EXPIRED', 'The challenge has expired, start again');
    let payload: { u?: string; t?: number };
    try {
      payload = JSON.parse(Buffer.from(challenge, 'base64url').toString('utf8')) as {
        u?: string;
        t?: number;
      };
    } catch {
      throw new AuthError(401, 'INVALID_SIGNATURE', 'The signature is not valid');
    }
    const now = Date.now();
    for (const [used, at] of this.usedChallenges)
      if (now - at > CHALLENGE_LIFETIME_MS) this.usedChallenges.delete(used);
    if (payload.u !== username)
      throw new AuthError(401, 'INVALID_SIGNATURE', 'The signature belongs to another user');
    if (!payload.t || now - payload.t > CHALLENGE_LIFETIME_MS)
      throw new AuthError(401, 'CHALLENGE_EXPIRED', 'The challenge has expired, start again');
    if (this.usedChallenges.has(challenge))
      throw new AuthError(401, 'CHALLENGE_USED', 'The challenge was already used, start again');
    this.usedChallenges.set(challenge, now);
  }

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    try {
      if (url.pathname === SIGN_PATH || url.pathname.startsWith(`${SIGN_PATH}/`)) {
        const key = decodeURIComponent(url.pathname.slice(SIGN_PATH.length + 1));
        if (!key)
          throw new AuthError(
            401,
            'API_KEY_MISSING',
            'The sign endpoint is /auth/sign/{apiKey}?identity={challenge}',
          );
        if (!sameText(key, this.apiKey))
          throw new AuthError(403, 'API_KEY_INVALID', 'The API key in the path is not valid');
        const identity = url.searchParams.get('identity') ?? '';
        if (!identity)
          throw new AuthError(
            400,
            'BAD_REQUEST',
            'The identity (the challenge to sign) is required',
          );
        json(response, 200, this.sign(identity));
        return;
      }
      const action = (url.pathname.slice(AUTH_PATH.length + 1) || 'login') as Action;
      if (!actions.includes(action))
        throw new AuthError(404, 'UNKNOWN_ACTION', `Unknown action ${action}`);
      if (request.method !== 'GET' && request.method !== 'POST')
        throw new AuthError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST');
      const body = request.method === 'POST' ? await readJson(request) : {};
      if (action === 'logout') return await this.logout(request, response);
      if (typeof body.username !== 'string' || !body.username)
        return await this.refresh(request, response);
      const username = body.username.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(username))
        throw new AuthError(400, 'INVALID_EMAIL', 'You have to enter a valid email');
      // Only a request without any signature starts the exchange; a malformed one is refused below.
      if (body.signature === undefined || body.signature === null || body.signature === '') {
        json(response, 200, { sign: this.challenge(username) });
        return;
      }
      this.verifySignature(body.signature, username);
      const password = this.clientHash(body.password, 'password');
      const minutes = this.sessionMinutes(body.sessionLifetime);
      const secure = isHttps(request);
      if (action === 'register')
        return await this.register(response, username, password, minutes, secure);
      const address = this.clientAddress(request);
      const retryAfter = await this.throttle.retryAfter(username, address);
      if (retryAfter > 0)
        throw new AuthError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE, {
          'retry-after': String(retryAfter),
        });
      const user = await (
        action === 'password'
          ? this.checkCurrentPassword(request, username, password)
          : this.checkPassword(username, password)
      ).catch(async (error: unknown) => {
        if (error instanceof AuthError) await this.throttle.failed(username, address);
        throw error;
      });
      await this.throttle.succeeded(username);
      if (action === 'password') {
        const newPassword = this.clientHash(body.newPassword, 'newPassword');
        // Every other session and token ends with the old password; this client gets a new session.
        const generation = await setPasswordHash(this.db, user.id, hashForStorage(newPassword));
        return await this.startSession(
          response,
          { ...user, token_generation: generation },
          minutes,
          secure,
        );
      }
      await this.startSession(response, user, minutes, secure);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const headers: Record<string, string> =
        error.code === 'WRONG_CURRENT_PASSWORD'
          ? { ...error.headers, 'set-cookie': this.clearCookie(isHttps(request)) }
          : error.headers;
      json(response, error.status, { error: error.code, message: error.message }, headers);
    }
  }

  private clientHash(value: unknown, field: string): string {
    if (typeof value !== 'string' || !isClientPasswordHash(value))
      throw new AuthError(
        400,
        'BAD_PASSWORD_FORMAT',
        `${field} must be base64 of SHA-384(password + salt)`,
      );
    return value;
  }

  private sessionMinutes(value: unknown): number {
    if (value === undefined || value === null) return DEFAULT_SESSION_MINUTES;
    const minutes = Number(value);
    if (!Number.isFinite(minutes) || minutes <= 0)
      throw new AuthError(
        400,
        'BAD_SESSION_LIFETIME',
        'sessionLifetime must be a positive number of minutes',
      );
    return Math.min(MAX_SESSION_MINUTES, minutes);
  }

  private async checkPassword(username: string, clientHash: string) {
    const user = await findLogin(this.db, username);
    const matches = checkLoginPassword(clientHash, user?.password_hash);
    if (!user || !matches) throw new AuthError(401, 'WRONG_CREDENTIALS', 'Wrong email or password');
    return user;
  }

  /** A wrong current password on a password change ends the session, for security (spec section 8). */
  private async checkCurrentPassword(
    request: IncomingMessage,
    username: string,
    clientHash: string,
  ) {
    try {
      return await this.checkPassword(username, clientHash);
    } catch (error) {
      const session = await this.currentSession(request);
      if (session) await this.tokens.revoke(session.sessionId, session.sessionExpiresAt);
      throw error instanceof AuthError
        ? new AuthError(
            401,
            'WRONG_CURRENT_PASSWORD',
            'Wrong current password; you have been logged out',
          )
        : error;
    }
  }

  private async register(
    response: ServerResponse,
    username: string,
    clientHash: string,
    minutes: number,
    secure: boolean,
  ) {
    const user = await insertAccount(this.db, username, hashForStorage(clientHash));
    if (!user)
      throw new AuthError(409, 'ACCOUNT_EXISTS', 'An account already exists with this email');
    await this.startSession(response, user, minutes, secure);
  }

  private async startSession(
    response: ServerResponse,
    user: AccountRecord,
    minutes: number,
    secure: boolean,
  ) {
    const sessionId = this.tokens.newSessionId();
    const now = Math.floor(Date.now() / 1000);
    const lifetime = Math.round(minutes * 60);
    const access = await this.tokens.accessToken(
      {
        id: user.id,
        email: user.email,
        customerType: user.customer_type,
        generation: user.token_generation,
      },
      sessionId,
      now + lifetime,
      now,
    );
    const session = await this.tokens.sessionToken(
      user.id,
      sessionId,
      now + lifetime,
      user.token_generation,
    );
    json(response, 200, access, {
      'set-cookie': this.sessionCookie(session, lifetime, secure),
      [REFRESH_TOKEN_HEADER]: session,
    });
  }

  private async refresh(request: IncomingMessage, response: ServerResponse) {
    // Renewed by a bearer only when it is a login token of the admin flow: an ordinary access token
    // (anyone's, from a link) opens no session here.
    const session = await this.currentSession(request, 'login token');
    if (!session) {
      // A refresh token that was sent but is not valid (expired, revoked, forged) is an error, as
      // Geins answers it; without any (a browser with no session cookie) the answer is "no session".
      if (request.headers[REFRESH_TOKEN_HEADER])
        throw new AuthError(
          401,
          'INVALID_REFRESH_TOKEN',
          'The refresh token is not valid, log in again',
        );
      json(response, 200, {});
      return;
    }
    const user = await findAccount(this.db, session.userId);
    if (!user) {
      json(response, 200, {}, { 'set-cookie': this.clearCookie(isHttps(request)) });
      return;
    }
    const access = await this.tokens.accessToken(
      {
        id: user.id,
        email: user.email,
        customerType: user.customer_type,
        generation: user.token_generation,
      },
      session.sessionId,
      session.sessionExpiresAt,
    );
    // The session keeps its id and end; the refresh token is answered again, as Geins's client needs it.
    json(response, 200, access, {
      [REFRESH_TOKEN_HEADER]: await this.tokens.sessionToken(
        user.id,
        session.sessionId,
        session.sessionExpiresAt,
        user.token_generation,
      ),
    });
  }

  /**
   * The session of the refresh token header, else of the session cookie, else of a bearer access
   * token (for a renewal, only a login token: see refresh).
   */
  private async currentSession(
    request: IncomingMessage,
    bearerMustBe: 'any access token' | 'login token' = 'any access token',
  ) {
    const header = request.headers[REFRESH_TOKEN_HEADER];
    const refreshToken = Array.isArray(header) ? header[0] : header;
    if (refreshToken) return this.tokens.verify(refreshToken, 'session');
    const cookie = cookieValue(request, SESSION_COOKIE);
    if (cookie) return this.tokens.verify(cookie, 'session');
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const session = bearer ? await this.tokens.verify(bearer) : null;
    return session && (bearerMustBe === 'any access token' || session.impersonation)
      ? session
      : null;
  }

  /**
   * The admin flow of impersonation: POST /admin/login-token with the admin key (ADMIN_API_KEY, off
   * by default) and `{ "email" }` answers a login token for that customer, for a link such as
   * /my-account/orders?loginToken=…, which the shop trades only after the visitor confirms.
   */
  async issueLoginToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST')
      return json(response, 405, { error: 'METHOD_NOT_ALLOWED', message: 'Use POST' });
    let body: AuthBody & { email?: unknown };
    try {
      body = await readJson(request);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return json(response, error.status, { error: error.code, message: error.message });
    }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL_PATTERN.test(email))
      return json(response, 400, {
        error: 'INVALID_EMAIL',
        message: 'You have to enter a valid email',
      });
    const user = await findLogin(this.db, email);
    if (!user)
      return json(response, 404, { error: 'NOT_FOUND', message: `No account for ${email}` });
    const { token, maxAge } = await this.tokens.loginToken({
      id: user.id,
      email: user.email,
      customerType: user.customer_type,
      generation: user.token_generation,
    });
    json(response, 200, { loginToken: token, maxAge });
  }

  private async logout(request: IncomingMessage, response: ServerResponse) {
    const session = await this.currentSession(request);
    if (session) await this.tokens.revoke(session.sessionId, session.sessionExpiresAt);
    json(response, 200, {}, { 'set-cookie': this.clearCookie(isHttps(request)) });
  }

  private sessionCookie(value: string, maxAge: number, secure: boolean): string {
    return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=${AUTH_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
  }

  private clearCookie(secure: boolean): string {
    return `${SESSION_COOKIE}=; Path=${AUTH_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
  }
}
