import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { copyDataFolder } from '../testing/dataFolders';
import { demoUsers, seedIfNeeded } from './seedDatabase';

/**
 * Issue 51: `pnpm start` (production) seeded the demo accounts with the README's password, and
 * their orders had public ids derived from sha256("order-N") and cart ids `seed-cart-N`, so anyone
 * could read their names and addresses.
 */

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let db: Database | undefined;
let removeFolder: (() => Promise<void>) | undefined;
afterAll(async () => {
  await db?.close();
  await removeFolder?.();
});

describe('demo data', () => {
  // Seeds a fresh database (the catalogue, then the demo data): long on a loaded machine.
  it(
    'is not seeded unless asked for; asked for later, it is added with random ids only',
    { timeout: 120_000 },
    async () => {
      const { dataDir, remove } = await copyDataFolder(inject('dataFolders').empty);
      removeFolder = remove;
      db = await openDatabase({ dataDir });
      await migrate(db);

      expect(await seedIfNeeded(db, { demoData: false })).toBe('seeded');
      const count = async (table: string) =>
        (await db!.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0]
          ?.count;
      expect(await count('users')).toBe(0);
      expect(await count('orders')).toBe(0);
      // The catalogue's reviews are no demo data: they are there all the same.
      expect(await count('reviews')).toBeGreaterThan(0);

      expect(await seedIfNeeded(db, { demoData: true })).toBe('kept');
      const users = await db.query<{ email: string }>('select email from users order by email');
      expect(users.map((user) => user.email)).toEqual(demoUsers.map((user) => user.email).sort());
      const orders = await db.query<{ public_id: string; cart_id: string }>(
        'select public_id, cart_id from orders',
      );
      expect(orders).toHaveLength(8);
      for (const order of orders) {
        expect(order.public_id).toMatch(uuidV4);
        expect(order.cart_id).toMatch(uuidV4);
      }
      const ids = orders.flatMap((order) => [order.public_id, order.cart_id]);
      expect(new Set(ids).size).toBe(ids.length);

      // A later start that asks again adds nothing twice.
      expect(await seedIfNeeded(db, { demoData: true })).toBe('kept');
      expect(await count('users')).toBe(2);
    },
  );
});
