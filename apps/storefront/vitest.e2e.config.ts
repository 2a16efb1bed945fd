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
    // Three files at a time on two cores: a file waits on its browser, server and API in turn, and
    // two left the cores idle between steps. 371 s with two, 270 s with three at 3% idle (26 Nov,
    // the same machine; the slowest test 7 s against its 30 s). Session 15: 810 s with one.
    fileParallelism: true,
    maxWorkers: 3,
    // A worker keeps its imports (Vitest, playwright-core, the helpers) from file to file; the
    // setup file still runs for each file (Vitest re-evaluates setup files), and no helper keeps
    // state a file leaves behind (the trace set is emptied after every test). 27 Nov, same build:
    // 460 -> 439 CPU s, 241 -> 230 s.
    isolate: false,
  },
});
