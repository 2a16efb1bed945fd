import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactive, openPage } from './browser';
import { startShopStack, type ShopStack } from './stack';

// The list-page-routing guard (spec section 2) in Chromium against the production build: a new
// path starts the list over from its own URL, and the products load again only for a new path or
// a new selection.

let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack();
});

afterAll(() => stack?.stop());

const desktop = 1360;
// Two lists of the same route (/c/{parent}/{category}): React Router keeps the page between them.
const sofas = '/c/furniture/sofas';
const chairs = '/c/furniture/chairs';

/** Client navigation, as a link does it, without depending on where the link sits. */
const navigate = (page: Page, to: string) =>
  page.evaluate((path) => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate(path);
  }, to);

/** Every route data request (`*.data`, React Router's single fetch) the page sends, by path and query. */
function recordDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

const priceFields = (page: Page) => {
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  return {
    from: sidebar.getByRole('textbox', { name: 'From' }),
    to: sidebar.getByRole('textbox', { name: 'To' }),
  };
};

async function open(path: string) {
  const watched = await openPage(stack.browser, desktop);
  await watched.page.goto(`${stack.shop.origin}${path}`);
  await interactive(watched.page);
  return watched;
}

describe('list-page-routing guard', () => {
  it('a new path starts the list over from its own URL: nothing typed or prefilled on the old list carries over', async () => {
    // What the chairs list shows when loaded on its own.
    const fresh = await open(chairs);
    const chairsRange = {
      from: await priceFields(fresh.page).from.inputValue(),
      to: await priceFields(fresh.page).to.inputValue(),
    };
    await fresh.page.close();

    const { page, problems } = await open(sofas);
    const fields = priceFields(page);
    const sofasTo = await fields.to.inputValue();
    expect(sofasTo).not.toBe(chairsRange.to);
    await fields.from.fill('1234');

    await navigate(page, chairs);
    await page.getByRole('heading', { level: 1, name: 'Chairs and stools' }).waitFor();
    expect(await fields.from.inputValue()).toBe(chairsRange.from);
    expect(await fields.to.inputValue()).toBe(chairsRange.to);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the products again for a new selection or a new path, and skips the query when neither changes', async () => {
    const { page, problems } = await open(sofas);
    const requests = recordDataRequests(page);

    // Same path, same selection: ?action=login asks the shell for the login panel, not the list for products.
    await navigate(page, `${sofas}?action=login`);
    await page.waitForURL(`${stack.shop.origin}${sofas}?action=login`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // A new selection on the same path loads the list.
    await navigate(page, `${sofas}?sort=PRICE`);
    await page.waitForURL(`${stack.shop.origin}${sofas}?sort=PRICE`);
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/c\/furniture\/sofas\.data\?sort=PRICE/);

    // A new path loads the new list.
    await navigate(page, chairs);
    await page.getByRole('heading', { level: 1, name: 'Chairs and stools' }).waitFor();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatch(/^\/c\/furniture\/chairs\.data/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
