import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './db/catalogStore';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { seedIfNeeded } from './seed/seedDatabase';
import { createApp, DEVELOPMENT_API_KEY, DEVELOPMENT_AUTH_SECRET } from './server';

/** The app folder, from src/main.ts in development and from dist/main.js when built. */
const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4000);
const dataDir = resolve(process.env.DATA_DIR ?? join(appDir, '.data'));
const databaseUrl = process.env.DATABASE_URL || undefined;

mkdirSync(dataDir, { recursive: true });
const started = performance.now();
const db = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'pglite') });
await migrate(db);
const seeded = await seedIfNeeded(db);
const catalog = await loadCatalog(db);
const { server, tokens } = createApp({
  db,
  catalog,
  apiKey: process.env.API_KEY || DEVELOPMENT_API_KEY,
  authSecret: process.env.AUTH_SECRET || DEVELOPMENT_AUTH_SECRET,
  imageCacheDir: join(dataDir, 'images'),
  devOutbox: process.env.NODE_ENV !== 'production' || process.env.DEV_OUTBOX === '1',
});
await tokens.loadRevoked();
server.listen(port, () => {
  const where = db.kind === 'pglite' ? `PGlite in ${join(dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`commerce-api: ${where}, catalogue ${seeded}, ready in ${Math.round(performance.now() - started)} ms`);
  console.log(`commerce-api listening on http://localhost:${port}/graphql`);
});

const shutdown = () => {
  server.close(() => void db.close().finally(() => process.exit(0)));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
