import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

/** Tests that need a real browser (hostile content must meet a real HTML parser and script engine). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Found late by the optimizer, they would reload the page under a running test.
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/css/adapter'],
  },
  test: {
    name: 'widgets-browser',
    include: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
      // A cold Vite cache on a 2-core machine pre-bundles every dependency before the first test.
      connectTimeout: 300_000,
    },
    testTimeout: 30_000,
  },
});
