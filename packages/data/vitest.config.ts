import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Some files wait on a local server and on other tabs' messages; CI runs them beside the
          // browser suites on 2 cores, where 5 s did not always suffice.
          testTimeout: 30_000,
          // One module graph per worker instead of per file: re-importing it was most of the time.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.integration.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.integration.test.{ts,tsx}'],
          // The embedded commerce API, seeded in memory once for the integration files.
          globalSetup: ['src/integration/globalSetup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
