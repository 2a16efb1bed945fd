import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // jsdom renders with axe take a few seconds; CI runs them beside browser suites on 2 cores.
    testTimeout: 30_000,
    environment: 'jsdom',
    // One jsdom and one module graph per worker instead of per file: building them again for
    // each file was most of the suite's time. Each test cleans up what it renders (setup file).
    isolate: false,
    css: true,
    setupFiles: ['../../scripts/vitest.setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'bundling/**/*.test.ts'],
  },
});
