import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

/** The stores the suite runs against: PGlite always, a PostgreSQL server too when TEST_DATABASE_URL names one (CI does). */
const stores = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
/**
 * Files that open a PGlite database of their own whatever the project (the data folder kept across a
 * restart, the secret generated in a fresh database): in the postgres project they would only run
 * PGlite a second time.
 */
const pgliteOnly = ['src/store/sessionStore.test.ts', 'src/db/persistence.test.ts'];

export default defineConfig({
  resolve: {
    // Node (and the esbuild bundle, which leaves packages to Node) loads graphql's CommonJS entry for
    // everything; Vite would give our source its `module` entry instead, so the server under test
    // held two graphql copies and yoga masked GraphQLErrors of the other copy as 500s.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files mostly wait on the one shared server; more workers let them overlap (the persistence
    // test's own database start-up runs beside the rest).
    maxWorkers: 4,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: stores.map((store) => ({
      extends: true,
      test: {
        name: store,
        // Per project, not in the root's `test`: the root would run it once more for no tests.
        globalSetup: ['src/testing/globalSetup.ts'],
        exclude:
          store === 'pglite' ? configDefaults.exclude : [...configDefaults.exclude, ...pgliteOnly],
      },
    })),
  },
});
