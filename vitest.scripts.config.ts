import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling in scripts/. */
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    // Some tests start the production server or Chromium while CI's other tasks share two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['scripts/**/*.test.{mjs,ts}', '.storybook/**/*.test.ts'],
  },
});
