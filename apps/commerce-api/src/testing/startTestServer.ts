import type { AddressInfo } from 'node:net';
import { loadCatalog } from '../store/catalogStore';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { seedIfNeeded } from '../seed/seedDatabase';
import { createApp } from '../server';
import { storedAuthSecret } from '../store/sessionStore';
import { copyDataFolder } from './dataFolders';

export const TEST_API_KEY = 'hemma-test-key';
/** The separate key the dev tools (/dev/*) ask for; the public API key alone never opens them. */
export const TEST_DEV_TOOLS_KEY = 'hemma-test-dev-tools-key';

/** The admin key (ADMIN_API_KEY) of the test server: it issues impersonation login tokens. */
export const TEST_ADMIN_KEY = 'hemma-test-admin-key-0123456789abcdef';

/** The shop origin the test server allows across origins. */
export const TEST_SHOP_ORIGIN = 'http://shop.test';

/**
 * A seeded server on a free port, with an in-memory database (or the given data folder, or a copy
 * of one), a random auth secret of its own, and the dev tools behind TEST_DEV_TOOLS_KEY unless in
 * production mode. `seed` says what the start found: 'seeded' on an empty database, else 'kept'.
 */
export async function startTestServer(
  options: {
    dataDir?: string;
    /** A data folder to start on a copy of (one of the run's, testing/dataFolders.ts); the copy goes on close. */
    copyOf?: string;
    databaseUrl?: string;
    log?: (line: string) => void;
    production?: boolean;
    /** Seed the demo accounts and orders: by default outside production, as the API's own start does. */
    demoData?: boolean;
    /** The secret shared with the shop (SHOP_API_SECRET); unset by default, as in the API. */
    shopSecret?: string;
  } = {},
) {
  const copy = options.copyOf ? await copyDataFolder(options.copyOf) : undefined;
  const db: Database = await openDatabase({
    dataDir: copy?.dataDir ?? options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  // A PostgreSQL test database starts empty, like the in-memory PGlite: what an earlier run left goes.
  if (db.kind === 'postgres')
    await db.exec('drop schema if exists public cascade; create schema public;');
  await migrate(db);
  const seed = await seedIfNeeded(db, { demoData: options.demoData ?? !options.production });
  const catalog = await loadCatalog(db);
  const { server, tokens } = createApp({
    db,
    catalog,
    apiKey: TEST_API_KEY,
    authSecret: await storedAuthSecret(db),
    production: options.production ?? false,
    devToolsKey: options.production ? undefined : TEST_DEV_TOOLS_KEY,
    allowedOrigins: [TEST_SHOP_ORIGIN],
    shopSecret: options.shopSecret,
    adminKey: TEST_ADMIN_KEY,
    log: options.log ?? (() => undefined),
  });
  await tokens.loadRevoked();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    catalog,
    seed,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await copy?.remove();
    },
  };
}
