import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    // The files mostly wait on the one shared server; more workers let them overlap (the persistence
    // test's own database start-up runs beside the rest).
    maxWorkers: 4,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
