import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Queryable } from '../db/database';
import { revokeSession, unexpiredRevokedSessions } from '../store/sessionStore';
import { tokenGeneration } from '../store/tokenGenerationStore';

export interface AuthUser {
  userId: number;
  email: string;
  sessionId: string;
}

export const TOKEN_ISSUER = 'hemma-commerce-api';
/** An access token lives at most 15 minutes; the client refreshes it at 900 × maxAge ms (90 %). */
export const TOKEN_MAX_AGE_SECONDS = 900;
/** sessionLifetime is in minutes; without it (remember me) a session lasts 7 days. */
export const DEFAULT_SESSION_MINUTES = 7 * 24 * 60;
export const MAX_SESSION_MINUTES = 30 * 24 * 60;
/** A login token (impersonation) must be traded within five minutes of its issue. */
export const LOGIN_TOKEN_MAX_AGE_SECONDS = 5 * 60;
/** The session a login token opens lasts an hour: customer service, not a customer's own login. */
export const IMPERSONATION_SESSION_SECONDS = 60 * 60;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly revoked = new Set<string>();

  constructor(
    secret: string,
    private readonly db: Queryable,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async loadRevoked(): Promise<void> {
    for (const sessionId of await unexpiredRevokedSessions(this.db)) this.revoked.add(sessionId);
  }

  newSessionId(): string {
    return randomUUID();
  }

  /**
   * The access token, with the claims Geins's tokens carry and its SDK reads (`name` is the user
   * name, the email; customerType; memberType and memberId) plus the session it belongs to (`sid`)
   * and the account's token generation (`gen`), which a password change or reset moves on.
   */
  async accessToken(
    user: { id: number; email: string; customerType: string; generation: number },
    sessionId: string,
    sessionExpiresAt: number,
    now = Math.floor(Date.now() / 1000),
  ): Promise<{ token: string; maxAge: number }> {
    const maxAge = Math.max(1, Math.min(TOKEN_MAX_AGE_SECONDS, sessionExpiresAt - now));
    const token = await new SignJWT({
      name: user.email,
      customerType: user.customerType,
      memberType: 'Member',
      memberId: String(user.id),
      sid: sessionId,
      sexp: sessionExpiresAt,
      gen: user.generation,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + maxAge)
      .sign(this.key);
    return { token, maxAge };
  }

  /**
   * A login token (spec section 6, impersonation): an access token of the user with the `imp` claim,
   * issued only by the admin flow (POST /admin/login-token). Only such a token may be traded for a
   * session (a renewal by bearer); an ordinary access token may not, so a link cannot sign a
   * visitor into someone else's account with a token of theirs.
   */
  async loginToken(
    user: { id: number; email: string; customerType: string; generation: number },
    now = Math.floor(Date.now() / 1000),
  ): Promise<{ token: string; maxAge: number }> {
    const sessionExpiresAt = now + IMPERSONATION_SESSION_SECONDS;
    const token = await new SignJWT({
      name: user.email,
      customerType: user.customerType,
      memberType: 'Member',
      memberId: String(user.id),
      sid: this.newSessionId(),
      sexp: sessionExpiresAt,
      gen: user.generation,
      imp: true,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + LOGIN_TOKEN_MAX_AGE_SECONDS)
      .sign(this.key);
    return { token, maxAge: LOGIN_TOKEN_MAX_AGE_SECONDS };
  }

  /** The session cookie's value: lets GET /auth/login refresh the access token until the session ends. */
  async sessionToken(
    userId: number,
    sessionId: string,
    sessionExpiresAt: number,
    generation: number,
  ): Promise<string> {
    return new SignJWT({ sid: sessionId, kind: 'session', gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime(sessionExpiresAt)
      .sign(this.key);
  }

  async verify(
    token: string,
    kind: 'access' | 'session' = 'access',
  ): Promise<{
    userId: number;
    sessionId: string;
    sessionExpiresAt: number;
    generation: number;
    /** Issued by the admin flow as a login token (impersonation). */
    impersonation: boolean;
  } | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        issuer: TOKEN_ISSUER,
        algorithms: ['HS256'],
      }));
    } catch {
      return null;
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    if (!sessionId || this.revoked.has(sessionId)) return null;
    if ((payload.kind === 'session') !== (kind === 'session')) return null;
    const userId = Number(payload.sub);
    // Tokens from before generations existed carry none: generation 0, every account's first.
    const generation = typeof payload.gen === 'number' ? payload.gen : 0;
    if (!Number.isInteger(userId) || (await tokenGeneration(this.db, userId)) !== generation)
      return null;
    const sessionExpiresAt = typeof payload.sexp === 'number' ? payload.sexp : (payload.exp ?? 0);
    return { userId, sessionId, sessionExpiresAt, generation, impersonation: payload.imp === true };
  }

  async revoke(sessionId: string, expiresAt: number): Promise<void> {
    this.revoked.add(sessionId);
    await revokeSession(this.db, sessionId, expiresAt);
  }
}
