import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './browser';
import { cartWith, channelContexts } from './commerceCalls';
import { startShopStack, type ShopStack } from './stack';

let stack: ShopStack;
beforeAll(async () => {
  stack = await startShopStack();
});
afterAll(() => stack?.stop());

/**
 * The chunk with Apollo's client and the browser client's factory (app/data/browserApolloClient.ts);
 * the client needs its cache's chunk too, but holding one of the two holds the client.
 */
const apolloChunk = '**/assets/browserApolloClient-*.js';

/**
 * Holds every request for the Apollo chunk until `release` is called: a phone on a slow network,
 * still fetching it while the shopper already moves on.
 */
async function holdApolloChunk(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(apolloChunk, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Records, from the first document on, every path at which the main area was left without a word
 * (a page whose Suspense fallback shows instead of it). React commits a page's DOM in one go, so
 * the observer sees each committed state.
 */
async function recordBlankMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { blankMainAt: string[] }).blankMainAt = seen;
    new MutationObserver(() => {
      const main = document.getElementById('main');
      if (main && !main.textContent?.trim()) seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const blankMainAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { blankMainAt: string[] }).blankMainAt);

/** React has hydrated the page (the root marks it); the network is not quiet while a chunk is held. */
async function hydratedWhileHeld(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Starts a navigation and waits until its own server data is in (resource timing lists a request
 * once its body has arrived) and the page has had two frames to render with it: the moment a page
 * that does not wait for Apollo shows, blank.
 */
async function navigateUntilServerData(
  page: Page,
  pathname: string,
  startNavigation: () => Promise<void>,
): Promise<void> {
  // Resource timing keeps 250 entries by default: the first page's chunks and pictures can fill it.
  await page.evaluate(() => performance.clearResourceTimings());
  await startNavigation();
  await page.waitForFunction(
    (dataPath) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname === dataPath),
    `${pathname}.data`,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

const navigate = (page: Page, to: string) =>
  page.evaluate(
    (path) =>
      void (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );

/** The main area's first heading. */
const pageHeading = (page: Page) => page.locator('#main').getByRole('heading', { level: 1 });

describe('a client navigation to a page that needs Apollo, before its chunk has arrived', () => {
  it('keeps the previous page until the account page can render, then shows it (signed in)', async () => {
    const { page, problems } = await openPage(stack.browser);
    await page.goto(`${stack.shop.origin}/?action=login`);
    await hydrated(page);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill('customer@hemma.com');
    await login.getByLabel('Password', { exact: true }).fill('hemma-demo-1');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('link', { name: 'My orders' }).waitFor();

    await recordBlankMain(page);
    const chunk = await holdApolloChunk(page);
    await page.goto(`${stack.shop.origin}/`);
    await hydratedWhileHeld(page);
    const startHeading = await pageHeading(page).textContent();

    await navigateUntilServerData(page, '/my-account/orders', () =>
      page.getByRole('link', { name: 'My orders' }).click(),
    );
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    expect(await pageHeading(page).allTextContents()).toEqual([startHeading]);
    // The layout's loading indicator (after 1 s, spec section 9) tells the shopper the page is coming.
    await page.getByTestId('loading-overlay').waitFor();

    chunk.release();
    await page.waitForURL(`${stack.shop.origin}/my-account/orders`);
    await pageHeading(page).filter({ hasText: 'My orders' }).waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    expect(await blankMainAt(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a client navigation to the checkout, before Apollo's chunk has arrived", () => {
  it('shows the checkout at once, with its loading state until the chunk arrives, then the cart', async () => {
    const { page, problems } = await openPage(stack.browser, 390);
    const cartId = await cartWith(stack.api, channelContexts.com);
    await page
      .context()
      .addCookies([{ name: 'hemma-cart', value: cartId, url: stack.shop.origin }]);
    await recordBlankMain(page);
    const chunk = await holdApolloChunk(page);
    await page.goto(`${stack.shop.origin}/`);
    await hydratedWhileHeld(page);

    // The checkout draws without Apollo (its calls load the client themselves): no waiting on the
    // previous page.
    await navigate(page, '/checkout');
    await page.waitForURL(`${stack.shop.origin}/checkout`);
    await pageHeading(page).filter({ hasText: 'Checkout' }).waitFor();
    const main = page.locator('#main');
    await main.getByText('Loading your checkout').waitFor();

    chunk.release();
    await main.getByText('Bo 2-seater sofa').first().waitFor();
    await main.getByText('Loading your checkout').waitFor({ state: 'detached' });
    expect(await blankMainAt(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
