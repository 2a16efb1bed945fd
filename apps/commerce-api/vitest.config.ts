import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
