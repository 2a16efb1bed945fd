import type { Queryable } from '../db/database';

/** The account's token generation; undefined when the account no longer exists. */
export async function tokenGeneration(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ token_generation: number }>(
    'select token_generation from users where id = $1',
    [userId],
  );
  return row?.token_generation;
}
