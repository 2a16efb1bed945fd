import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { copyDataFolder } from '../testing/dataFolders';
import { storedAuthSecret } from './sessionStore';

describe('storedAuthSecret', () => {
  it('generates a random secret once and keeps it in the database', async () => {
    // A fresh database: a copy of the folder PGlite's initdb left, before anything of ours (the same
    // as a new in-memory PGlite, without running initdb again).
    const { dataDir, remove } = await copyDataFolder(inject('dataFolders').empty);
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      const first = await storedAuthSecret(db);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await storedAuthSecret(db)).toBe(first);
    } finally {
      await db.close();
      await remove();
    }
  });
});
