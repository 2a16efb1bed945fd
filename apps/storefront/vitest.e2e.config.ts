import { defineConfig } from 'vitest/config';

/** End-to-end tests: the production build, started on a free port, in Node and headless Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/seedOnce.ts'],
    setupFiles: ['e2e/traceOnFailure.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two files at a time: a suite waits on its servers and the browser much of the time, so two
    // keep both cores busy. Measured on a quiet 2-core machine: 560 s against 760-835 s one at a time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
