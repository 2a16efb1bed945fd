/**
 * The visual suite on Playwright Test: every story of the static Storybook in each channel at
 * desktop width, and at phone width where it can differ (catalogue.ts), with its play function,
 * axe, and a strict screenshot comparison. `pnpm test-visual`; `pnpm visual:accept` accepts
 * intended changes and deletes stale baselines.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { allModes, projectName, viewports } from './catalogue.ts';

const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const port = Number(process.env.VISUAL_PORT ?? 6107);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '../../.visual/baseline/{arg}{ext}',
  outputDir: '../../.visual/results',
  reporter: [
    [inCi ? 'dot' : 'list'],
    ['html', { outputFolder: '../../.visual/report', open: 'never' }],
  ],
  // Three pages on two cores: a page waits on its own frames, the network and Node's comparisons
  // for part of each story, so two left the cores 30% idle (se-desktop's 402 stories: 175 s with
  // two workers, 139 s with three, 126 s with four at 6% idle, 26 Nov).
  workers: Number(process.env.VISUAL_WORKERS ?? 3),
  fullyParallel: true,
  forbidOnly: inCi,
  retries: 0,
  // A snapshot without a baseline fails everywhere; locally its first capture is written to look at.
  updateSnapshots: inCi ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: {
      // Any colour step counts: a one-step token change fails; pixelmatch's anti-aliasing
      // detection still leaves edge pixels out.
      threshold: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: { baseURL, launchOptions: chromiumLaunchOptions() },
  webServer: {
    command: `vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '../..',
    url: `${baseURL}/index.json`,
    reuseExistingServer: !inCi,
  },
  projects: [
    { name: 'catalogue', testMatch: 'catalogue.visual.ts' },
    ...allModes().map((mode) => ({
      name: projectName(mode),
      testMatch: mode.viewport === 'phone' ? 'phone.visual.ts' : 'desktop.visual.ts',
      use: { viewport: viewports[mode.viewport] },
      metadata: { mode },
    })),
  ],
});
