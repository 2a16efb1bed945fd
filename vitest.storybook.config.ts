import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

/** Every story rendered in headless Chromium: play functions and the axe check run in one pass. */
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      // A cold Vite cache on a 2-core machine pre-bundles every dependency before the first story.
      connectTimeout: 300_000,
    },
    testTimeout: 30_000,
  },
});
