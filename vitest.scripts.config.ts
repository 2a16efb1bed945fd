import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling in scripts/. */
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    // The browser tests share two cores with the visual run and the e2e suite in CI.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['scripts/**/*.test.{mjs,ts}', '.storybook/**/*.test.ts'],
  },
});
