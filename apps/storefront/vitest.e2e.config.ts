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
    // One file at a time. Two at a time took 560-640 s against 760-835 s, but stretched the long
    // account journey from 17 s to 25-30 s and past the 30 s limit once (session 12): split the
    // long journeys before trying it again.
    fileParallelism: false,
  },
});
