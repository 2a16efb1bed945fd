import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { startShop, type RunningShop } from './server';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), chromium.launch(chromiumLaunchOptions())]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A page that records console errors, CSP violations and uncaught exceptions. */
async function openPage(width = 1360): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed loads are recorded with their address below; the console line carries none.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // The shop has no favicon yet; the browser asks for one on every first visit.
    if (response.status() >= 400 && path !== '/favicon.ico' && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()} ${path}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return { page, problems };
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules));
  await page.waitForLoadState('networkidle');
}

describe('in Chromium against the production server', () => {
  it('hydrates a Swedish page under the CSP without errors or violations', async () => {
    const { page, problems } = await openPage();
    const response = await page.goto(`${shop.origin}/sv/kassan`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    expect(await page.title()).toBe('Kassan | Hemma');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kassan');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates on the client to another language: messages load lazily, lang and theme follow', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${shop.origin}/checkout/klarna-fail`);
    await hydrated(page);
    const englishTheme = await page.getAttribute('html', 'class');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));

    await page.getByRole('link', { name: 'Back to the checkout' }).click();
    await page.waitForURL(`${shop.origin}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(requests.some((path) => path.endsWith('.data'))).toBe(true);
    expect(requests.filter((path) => path === '/checkout')).toEqual([]);

    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate('/sv/favoriter'));
    await page.getByRole('heading', { level: 1, name: 'Favoriter' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    expect(await page.title()).toBe('Favoriter | Hemma');
    expect(await page.getAttribute('html', 'class')).not.toBe(englishTheme);
    expect(requests.some((path) => /\/assets\/sv-[\w-]+\.js$/.test(path))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with a working way back to the start', async () => {
    const { page, problems } = await openPage(390);
    const response = await page.goto(`${shop.origin}/sv/finns/inte/alls/har`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sidan kunde inte hittas');
    await page.getByRole('link', { name: 'Tillbaka till startsidan' }).click();
    await page.waitForURL(`${shop.origin}/sv`);
    await page.getByRole('heading', { level: 1, name: 'Hemma' }).waitFor();
    expect(await page.title()).toBe('Möbler och inredning | Hemma');
    expect(problems).toEqual([]);
    await page.close();
  });
});
