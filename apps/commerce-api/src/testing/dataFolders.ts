import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { seedIfNeeded } from '../seed/seedDatabase';

/**
 * PGlite data folders made once per run (by the global setup) for the tests to start on copies of.
 * PGlite runs initdb in WebAssembly when it starts on an empty folder or in memory: about 6 s of
 * CPU, where opening an existing folder takes under 1 s and seeding the shop about 1 s.
 * - `empty`: what initdb leaves, nothing of ours in it. A copy is a fresh database to the API: the
 *   tests of a first start (migrations, seeding, a generated secret) start on one.
 * - `seeded`: `empty` migrated and seeded as a first start outside production does (with the demo
 *   accounts and orders), without the auth secret (each
 *   server generates its own when it starts).
 */
export interface DataFolders {
  empty: string;
  seeded: string;
}

const shared = Symbol.for('@hemma/commerce-api/testing/dataFolders');
interface Shared {
  made: Promise<DataFolders & { remove(): Promise<void> }>;
  users: number;
}

/**
 * The run's data folders, made by the first project's global setup and shared with the other's
 * (each project loads the global setup as a module of its own, so the share is kept on globalThis);
 * removed when the last project lets go of them.
 */
export async function holdDataFolders(): Promise<{
  folders: DataFolders;
  release(): Promise<void>;
}> {
  const store = globalThis as typeof globalThis & { [shared]?: Shared };
  const entry = (store[shared] ??= { made: prepareDataFolders(), users: 0 });
  entry.users += 1;
  const { remove, ...folders } = await entry.made;
  return {
    folders,
    release: async () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      delete store[shared];
      await remove();
    },
  };
}

async function prepareDataFolders(): Promise<DataFolders & { remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'hemma-api-test-'));
  const empty = join(root, 'empty');
  const seeded = join(root, 'seeded');
  await (await openDatabase({ dataDir: empty })).close();
  await cp(empty, seeded, { recursive: true });
  const db = await openDatabase({ dataDir: seeded });
  try {
    await migrate(db);
    await seedIfNeeded(db, { demoData: true });
  } finally {
    await db.close();
  }
  return { empty, seeded, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A copy of one of the run's data folders in a new temporary folder; `remove` deletes it. */
export async function copyDataFolder(
  folder: string,
): Promise<{ dataDir: string; remove(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hemma-api-copy-'));
  await cp(folder, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
