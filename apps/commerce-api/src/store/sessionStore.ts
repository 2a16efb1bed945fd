import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Sessions ended before their tokens expire (logout, a wrong current password), still unexpired. */
export async function unexpiredRevokedSessions(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ jti: string }>(
    'select jti from revoked_tokens where expires_at > now()',
  );
  return rows.map((row) => row.jti);
}

/** expiresAt in seconds since 1970, as in the token. */
export async function revokeSession(
  db: Queryable,
  sessionId: string,
  expiresAt: number,
): Promise<void> {
  await db.query(
    'insert into revoked_tokens (jti, expires_at) values ($1, to_timestamp($2)) on conflict (jti) do nothing',
    [sessionId, expiresAt],
  );
}

/**
 * The secret tokens are signed with when AUTH_SECRET is unset: generated on the first start and
 * kept in the database (the PGlite data folder or PostgreSQL), so restarts keep sessions valid and
 * several API processes on one database agree.
 */
export async function storedAuthSecret(db: Queryable): Promise<string> {
  await db.query(
    `insert into meta (key, value) values ('auth_secret', $1) on conflict (key) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    `select value from meta where key = 'auth_secret'`,
  );
  if (!row) throw new Error('The generated auth secret was not stored');
  return row.value;
}
