import { defineConfig } from 'vitest/config';
import { unitTestPlugins } from '../../scripts/vitestPlugins';

export default defineConfig({
  plugins: unitTestPlugins(),
  test: {
    // jsdom renders with axe take a few seconds; CI runs them beside browser suites on 2 cores.
    testTimeout: 30_000,
    environment: 'jsdom',
    // One jsdom and one module graph per worker instead of per file: building them again for
    // each file was most of the suite's time. Each test cleans up what it renders (setup file).
    isolate: false,
    css: true,
    setupFiles: ['../../scripts/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
