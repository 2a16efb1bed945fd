import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readApiConfig } from './config';
import { storedAuthSecret } from './store/sessionStore';
import { loadCatalog } from './store/catalogStore';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { seedIfNeeded } from './seed/seedDatabase';
import { createApp } from './server';

/** The app folder, from src/main.ts in development and from dist/main.js when built. */
const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dataDir = resolve(process.env.DATA_DIR ?? join(appDir, '.data'));
const databaseUrl = process.env.DATABASE_URL || undefined;

let config;
try {
  config = readApiConfig();
} catch (error) {
  // A configuration that is not safe to run stops the start, with the reason and nothing else.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`commerce-api: ${error.message}`);
  process.exit(1);
}

mkdirSync(dataDir, { recursive: true });
const started = performance.now();
const db = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'pglite') });
await migrate(db);
const seeded = await seedIfNeeded(db, {
  passwordSalt: config.passwordSalt,
  demoData: config.demoData,
});
const catalog = await loadCatalog(db);
const { server, tokens } = createApp({
  db,
  catalog,
  apiKey: config.apiKey,
  authSecret: config.authSecret ?? (await storedAuthSecret(db)),
  production: config.production,
  devToolsKey: config.devToolsKey,
  allowedOrigins: config.allowedOrigins,
  trustProxy: config.trustProxy,
  shopSecret: config.shopSecret,
  adminKey: config.adminKey,
  passwordSalt: config.passwordSalt,
  imageCacheDir: join(dataDir, 'images'),
});
await tokens.loadRevoked();
server.listen(config.port, config.host, () => {
  const where =
    db.kind === 'pglite' ? `PGlite in ${join(dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
  const mode = `${config.production ? 'production' : 'development'}${config.devToolsKey ? ', dev tools on' : ''}${config.demoData ? ', demo accounts on' : ''}`;
  console.log(
    `commerce-api: ${where}, catalogue ${seeded}, ${mode}, ready in ${Math.round(performance.now() - started)} ms`,
  );
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`commerce-api listening on http://${shownHost}:${config.port}/graphql`);
});

const shutdown = () => {
  server.close(() => void db.close().finally(() => process.exit(0)));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
