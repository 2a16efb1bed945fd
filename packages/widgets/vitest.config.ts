import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    css: true,
    setupFiles: ['../../scripts/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Those run in Chromium (vitest.browser.config.ts).
    exclude: ['src/**/*.browser.test.{ts,tsx}'],
  },
});
