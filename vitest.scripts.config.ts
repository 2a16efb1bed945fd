import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling in scripts/. */
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['scripts/**/*.test.{mjs,ts}', '.storybook/**/*.test.ts'],
  },
});
