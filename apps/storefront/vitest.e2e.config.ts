import { defineConfig } from 'vitest/config';

/** End-to-end tests: the production build, started on a free port, in Node and headless Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/seedOnce.ts'],
    setupFiles: ['e2e/traceOnFailure.ts'],
    testTimeout: 30_000,
    // A file's setup starts its own commerce API (PGlite compiles its WebAssembly), one or two
    // production servers and Chromium: with two files side by side on a starved machine it took
    // over 30 s (routes.test.ts, rehearsal on 26 Nov with a load average of 15).
    hookTimeout: 60_000,
    // Two files at a time, one per core: 660 s against 810 s one at a time (session 15). Each file
    // starts its own API, server and browser, so a third would only starve the other two.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
