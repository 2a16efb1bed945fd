import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
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
