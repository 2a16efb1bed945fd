import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { storedAuthSecret } from './sessionStore';

describe('storedAuthSecret', () => {
  it('generates a random secret once and keeps it in the database', async () => {
    const db = await openDatabase({});
    try {
      await migrate(db);
      const first = await storedAuthSecret(db);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await storedAuthSecret(db)).toBe(first);
    } finally {
      await db.close();
    }
  });
});
