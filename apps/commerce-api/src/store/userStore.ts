import type { CustomerType, Gender } from '../generated/resolvers';
import type { Queryable } from '../db/database';

export interface UserRecord {
  id: number;
  email: string;
  address: unknown;
  /** Written only from the schema's enums (updateUser's input), so read back as them. */
  gender: Gender;
  customer_type: CustomerType;
  newsletter: boolean;
  personal_id: string | null;
  meta_data: string | null;
}

/** What a session needs of an account. */
export interface AccountRecord {
  id: number;
  email: string;
  customer_type: CustomerType;
  /** Moved on by every password change or reset: tokens of an older generation are void. */
  token_generation: number;
}

const accountColumns = 'id, email, customer_type, token_generation';

const userColumns = 'id, email, address, gender, customer_type, newsletter, personal_id, meta_data';

export async function findUser(db: Queryable, userId: number): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>(`select ${userColumns} from users where id = $1`, [
    userId,
  ]);
  return row;
}

/** The email of a user id, or undefined when the account no longer exists. */
export async function emailOfUser(db: Queryable, userId: number): Promise<string | undefined> {
  return (await findAccount(db, userId))?.email;
}

export async function findAccount(
  db: Queryable,
  userId: number,
): Promise<AccountRecord | undefined> {
  const [row] = await db.query<AccountRecord>(`select ${accountColumns} from users where id = $1`, [
    userId,
  ]);
  return row;
}

/** An account with its stored password hash, by email, for a login. */
export async function findLogin(
  db: Queryable,
  email: string,
): Promise<(AccountRecord & { password_hash: string }) | undefined> {
  const [row] = await db.query<AccountRecord & { password_hash: string }>(
    `select ${accountColumns}, password_hash from users where email = $1`,
    [email],
  );
  return row;
}

/** Registers an account; undefined when one already exists with the email. */
export async function insertAccount(
  db: Queryable,
  email: string,
  storedHash: string,
): Promise<AccountRecord | undefined> {
  const [row] = await db.query<AccountRecord>(
    `insert into users (email, password_hash) values ($1, $2) on conflict (email) do nothing returning ${accountColumns}`,
    [email, storedHash],
  );
  return row;
}

export async function userIdByEmail(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('select id from users where email = $1', [email]);
  return row?.id;
}

/**
 * Stores a new password and moves the account's token generation on, which ends every session and
 * voids every token issued before; answers the new generation.
 */
export async function setPasswordHash(
  db: Queryable,
  userId: number,
  storedHash: string,
): Promise<number> {
  const [row] = await db.query<{ token_generation: number }>(
    'update users set password_hash = $2, token_generation = token_generation + 1 where id = $1 returning token_generation',
    [userId, storedHash],
  );
  return row?.token_generation ?? 0;
}

export interface ProfileChanges {
  /** The whole address as it is to be kept. */
  address: Record<string, string>;
  /** Null keeps the stored value. */
  gender: string | null;
  newsletter: boolean | null;
  personalId: string | null;
  customerType: string | null;
  metaData: string | null;
}

export async function updateProfile(
  db: Queryable,
  userId: number,
  changes: ProfileChanges,
): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>(
    `update users set address = $2::jsonb, gender = coalesce($3, gender), newsletter = coalesce($4, newsletter),
       personal_id = coalesce($5, personal_id), customer_type = coalesce($6, customer_type), meta_data = coalesce($7, meta_data)
     where id = $1 returning ${userColumns}`,
    [
      userId,
      JSON.stringify(changes.address),
      changes.gender,
      changes.newsletter,
      changes.personalId,
      changes.customerType,
      changes.metaData,
    ],
  );
  return row;
}

export async function deleteUser(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from users where id = $1', [userId]);
}
