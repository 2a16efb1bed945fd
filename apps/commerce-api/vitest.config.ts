import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

/** The stores the suite runs against: PGlite always, a PostgreSQL server too when TEST_DATABASE_URL names one (CI does). */
const stores = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
/**
 * Files that open a PGlite database of their own whatever the project (the data folder kept across a
 * restart, the secret generated in a fresh database): in the postgres project they would only run
 * PGlite a second time.
 */
const pgliteOnly = [
  'src/store/sessionStore.test.ts',
  'src/db/persistence.test.ts',
  'src/seed/demoData.test.ts',
  'src/store/subscriptions.test.ts',
  'src/http/clientInfo.test.ts',
];

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
    // Two workers beside the main process, which runs the shared server: as many as CI's cores.
    maxWorkers: 2,
    // A worker imports the server's modules (graphql, yoga, PGlite, the resolvers) once for all the
    // files it runs, not once per file: most of the suite's CPU time went to those imports. The
    // files keep no state in shared modules (officialSdk restores the fetch it wraps).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
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
