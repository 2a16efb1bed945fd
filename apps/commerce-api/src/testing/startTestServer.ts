import type { AddressInfo } from 'node:net';
import { loadCatalog } from '../db/catalogStore';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { seedIfNeeded } from '../seed/seedDatabase';
import { createApp } from '../server';

export const TEST_API_KEY = 'hemma-test-key';

/** A seeded server on a free port, with an in-memory database (or the given data folder). */
export async function startTestServer(options: { dataDir?: string; log?: (line: string) => void } = {}) {
  const db: Database = await openDatabase({ dataDir: options.dataDir });
  await migrate(db);
  await seedIfNeeded(db);
  const catalog = await loadCatalog(db);
  const { server, tokens } = createApp({ db, catalog, apiKey: TEST_API_KEY, log: options.log ?? (() => undefined), devOutbox: true });
  await tokens.loadRevoked();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    catalog,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
