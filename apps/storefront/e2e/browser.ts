import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, CSP violations, failed sub-resource loads and uncaught exceptions. */
  problems: string[];
}

/**
 * Motion is reduced (the shop honours prefers-reduced-motion): these tests are about behaviour, and
 * on a loaded machine an entrance animation still running moves a link away from the point a
 * click was aimed at, and in hover mode the pointer then falls off the menu, which closes it.
 */
const pageOptions = (width: number) => ({
  viewport: { width, height: 900 },
  reducedMotion: 'reduce' as const,
});

/** A page (phone at 390, desktop at 1360 px) that records everything a shopper would call broken. */
export async function openPage(browser: Browser, width = 1360): Promise<WatchedPage> {
  const page = await browser.newPage(pageOptions(width));
  await traceContext(page.context());
  return watchPage(page);
}

/**
 * One browser profile with several tabs (shared cookies, storage and BroadcastChannel), each
 * watched like `openPage`'s: `const tabs = await openContext(browser); const a = await tabs.openTab();`.
 */
export async function openContext(
  browser: Browser,
  width = 1360,
): Promise<{ context: BrowserContext; openTab: () => Promise<WatchedPage> }> {
  const context = await browser.newContext(pageOptions(width));
  await traceContext(context);
  return { context, openTab: async () => watchPage(await context.newPage()) };
}

/** Contexts whose trace is recording: a test's own pages, until the test closes them. */
const tracing = new Set<BrowserContext>();

/** DOM snapshots of every action, kept only if the test fails (`keepTracesOfOpenContexts`). */
async function traceContext(context: BrowserContext): Promise<void> {
  // No screenshots: a screencast per page would slow the suite on two cores.
  await context.tracing.start({ snapshots: true });
  tracing.add(context);
  context.on('close', () => tracing.delete(context));
}

/**
 * After each test (e2e/traceOnFailure.ts): a failed test leaves its pages open, and their traces are
 * written to `test-results/` for `npx playwright-core show-trace <file>`; other traces are dropped.
 */
export async function endTracesOfOpenContexts(failedTest: string | undefined): Promise<string[]> {
  const written: string[] = [];
  for (const context of [...tracing]) {
    tracing.delete(context);
    const path = failedTest
      ? `test-results/${failedTest.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${written.length + 1}.zip`
      : undefined;
    await context.tracing.stop(path ? { path } : {}).catch(() => undefined);
    if (path) written.push(path);
  }
  return written;
}

/**
 * Half the test's 30 s: a step that hangs (a wait for a state that never comes) fails with
 * Playwright's own error and call log, naming the step, before Vitest's timeout, which names only
 * the test (CI stop 39: one test ran into Vitest's 30 s with nothing to say which step it was on).
 */
export const stepTimeoutMs = 15_000;

async function watchPage(page: Page): Promise<WatchedPage> {
  page.setDefaultTimeout(stepTimeoutMs);
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed loads are recorded with their address below; the console line carries none.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // The favicon counts too (issue 22: it was a 404 on every page).
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()} ${path}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { page, problems };
}

/** Resolves once React Router has hydrated and the network is quiet. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Boolean(
      (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
    ),
  );
  await page.waitForLoadState('networkidle');
}

/** Resolves once React has hydrated the document (the root marks it) and the network is quiet: handlers are live. */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
}
