import type { Queryable } from '../db/database';

/** Stores a new reset key for the user; the user's older unused keys are void from now on. */
export async function insertPasswordReset(
  tx: Queryable,
  resetKey: string,
  userId: number,
  lifetimeHours: number,
): Promise<void> {
  await voidResets(tx, userId);
  await tx.query(
    `insert into password_resets (reset_key, user_id, expires_at) values ($1, $2, now() + make_interval(hours => $3))`,
    [resetKey, userId, lifetimeHours],
  );
}

/**
 * The user of an unused, unexpired reset key, locked until the transaction ends (two uses of one
 * key cannot both pass); undefined for any other key.
 */
export async function lockValidReset(tx: Queryable, resetKey: string): Promise<number | undefined> {
  const [row] = await tx.query<{ user_id: number }>(
    'select user_id from password_resets where reset_key = $1 and used_at is null and expires_at > now() for update',
    [resetKey],
  );
  return row?.user_id;
}

export async function markResetUsed(tx: Queryable, resetKey: string): Promise<void> {
  await tx.query('update password_resets set used_at = now() where reset_key = $1', [resetKey]);
}

/** Voids every unused reset key of the user (a newer key was sent, or the password was reset). */
export async function voidResets(tx: Queryable, userId: number): Promise<void> {
  await tx.query('delete from password_resets where user_id = $1 and used_at is null', [userId]);
}
