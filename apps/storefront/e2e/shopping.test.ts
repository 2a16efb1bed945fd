import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@hemma/shop/locales/en.json';
import sv from '@hemma/shop/locales/sv.json';
import { hydrated, openContext, openPage } from './browser';
import { startShopStack, type ShopStack } from './stack';

/**
 * Issue 8 (shopping) in both channels against the production build and a freshly seeded API:
 * search, sort, paginate and filter a list with every state in the URL (reload gives the same
 * list), back from a product restores the list and its scroll position; add to cart, change the
 * quantity, promo codes with the spec's messages, a second tab that follows the cart, removal.
 */

type Texts = typeof en;
const interpolate = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

interface Channel {
  name: 'se' | 'com';
  texts: Texts;
  /** Path prefix of the channel's language (Swedish is prefixed, English is the default). */
  prefix: string;
  search: string;
  /** Products of the seeded catalogue that match the search (more than one page of 24). */
  searchTotal: number;
  width: number;
}

const channels: Channel[] = [
  { name: 'se', texts: sv, prefix: '/sv', search: 'soffa', searchTotal: 30, width: 1360 },
  { name: 'com', texts: en, prefix: '', search: 'sofa', searchTotal: 40, width: 390 },
];

let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack();
});

afterAll(() => stack?.stop());

/** The machine is shared by many builds and browsers: a page's answer may take seconds. */
const eventually = { timeout: 20_000, interval: 100 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const showing = (texts: Texts, sum: number, total: number) =>
  interpolate(texts.list.showing, { sum, total });

function listOf(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function productNames(list: Locator): Promise<string[]> {
  return list
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Below laptops the filters wait behind the 'Filter' button in a side panel; from laptops up they are the sidebar. */
const phoneFilters = (width: number) => width < 1024;

async function brandFilters(page: Page, texts: Texts, width: number): Promise<Locator> {
  if (!phoneFilters(width)) return page.getByRole('group', { name: texts.list.filter.brands });
  const opener = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(texts.list.openFilters)}`),
  });
  // Scrolling back up slides the hidden header in over the button: click once it is at rest at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() => opener.evaluate((node) => node.getBoundingClientRect().top), eventually)
    .toBeGreaterThan(0);
  await opener.click();
  return page
    .getByRole('dialog', { name: texts.list.filters })
    .getByRole('group', { name: texts.list.filter.brands });
}

/** Closes the phone's filter panel by its footer button (the list behind is already filtered). */
async function closeFilters(page: Page, texts: Texts, width: number): Promise<void> {
  if (!phoneFilters(width)) return;
  const panel = page.getByRole('dialog', { name: texts.list.filters });
  const count = (text: string) => escapeRegExp(text).replace('\\{\\{count\\}\\}', '\\d+');
  await panel
    .getByRole('button', {
      name: new RegExp(
        `^(${count(texts.list.showResults_one)}|${count(texts.list.showResults_other)})$`,
      ),
    })
    .click();
  await panel.waitFor({ state: 'hidden' });
}

/** The header's mini cart while it counts this many products. */
function miniCart(page: Page, texts: Texts, count: number): Locator {
  const counted = interpolate(
    count === 1 ? texts.header.cartCount_one : texts.header.cartCount_other,
    { count },
  );
  return page.getByRole('button', { name: new RegExp(`${texts.header.cart}, ${counted}`) });
}

describe.each(channels)('shopping in the $name channel', (channel) => {
  const { texts } = channel;
  const searchPath = `${channel.prefix}/s/${channel.search}`;
  const title = interpolate(texts.search.resultsFor, { term: channel.search });

  it('searches, sorts and loads more with every state in the URL; a reload shows the same list in the same order', async () => {
    const { page, problems } = await openPage(stack.browser, channel.width);
    await page.goto(`${stack.shop.origin}${searchPath}`);
    await hydrated(page);
    const list = listOf(page, title);
    await expect
      .poll(() => page.getByText(showing(texts, 24, channel.searchTotal)).isVisible(), eventually)
      .toBe(true);

    // Sort: lowest price first; the sort is in the URL.
    await page.getByLabel(texts.list.sortLabel).selectOption('PRICE');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE');
    await expect
      .poll(() => page.getByText(showing(texts, 24, channel.searchTotal)).isVisible(), eventually)
      .toBe(true);

    // Load more: the page parameter grows and the list shows every product, below where the
    // visitor was (issue 22: the page jumped to the button, past the new cards).
    const loadMore = page.getByRole('button', { name: texts.list.loadMore });
    await loadMore.scrollIntoViewIfNeeded();
    const beforeMore = await page.evaluate(() => window.scrollY);
    await loadMore.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(
        () => page.getByText(showing(texts, channel.searchTotal, channel.searchTotal)).isVisible(),
        eventually,
      )
      .toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - beforeMore)).toBeLessThan(100);
    const sortedAll = await productNames(list);
    expect(sortedAll).toHaveLength(channel.searchTotal);

    // A reload of the URL is the same list in the same order.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => productNames(list), eventually).toEqual(sortedAll);
    await expect(page.getByLabel(texts.list.sortLabel).inputValue()).resolves.toBe('PRICE');
    expect(problems).toEqual([]);
    await page.close();
  });

  // The list's state lives in the URL, so this part starts from the URL the first one ended on.
  it('back from a product restores the list and its scroll position; filters are in the URL and open fresh as the same list; company prices are ex VAT', async () => {
    const { page, problems } = await openPage(stack.browser, channel.width);
    await page.goto(`${stack.shop.origin}${searchPath}?sort=PRICE&page=2`);
    await hydrated(page);
    const list = listOf(page, title);
    await expect
      .poll(
        () => page.getByText(showing(texts, channel.searchTotal, channel.searchTotal)).isVisible(),
        eventually,
      )
      .toBe(true);
    const sortedAll = await productNames(list);
    expect(sortedAll).toHaveLength(channel.searchTotal);

    // Back from a product deep in the list: the same page of the list, scrolled where it was.
    const deepCard = list
      .getByRole('listitem')
      .nth(channel.searchTotal - 3)
      .getByRole('link');
    await deepCard.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    await deepCard.click();
    await page.waitForURL((url) => url.pathname.includes('/p/'));
    await page.goBack();
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith(`/s/${channel.search}`) && url.searchParams.get('page') === '2',
    );
    await expect.poll(() => productNames(list), eventually).toEqual(sortedAll);
    // The visitor is back where they were, to the pixel (the header keeps its place in the page
    // whatever its state, so nothing above the list moves), and the card they opened is on screen.
    await expect.poll(() => page.evaluate(() => window.scrollY), eventually).toBe(scrolledTo);
    const viewportHeight = page.viewportSize()?.height ?? 0;
    await expect
      .poll(async () => {
        const box = await deepCard.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewportHeight;
      }, eventually)
      .toBe(true);

    // Filter by the first brand: the choice is a label~id pair in the URL and page 1 again.
    const brands = await brandFilters(page, texts, channel.width);
    const firstBrand = brands.getByRole('checkbox').first();
    // The checkbox follows the URL: it turns checked once the filtered list has loaded.
    await firstBrand.click();
    await page.waitForURL((url) => /^[^~,]+~[^~,]+$/.test(url.searchParams.get('brands') ?? ''));
    const filteredUrl = page.url();
    expect(new URL(filteredUrl).searchParams.get('page')).toBeNull();
    const brandLabel = (new URL(filteredUrl).searchParams.get('brands') ?? '').split('~')[0] ?? '';
    await expect
      .poll(
        () =>
          page
            .getByRole('button', {
              name: interpolate(texts.shop.list.removeFilter, { label: brandLabel }),
            })
            .isVisible(),
        eventually,
      )
      .toBe(true);
    const filteredText = await page
      .getByText(new RegExp(interpolate(texts.list.showing, { sum: '\\d+', total: '\\d+' })))
      .textContent();
    const [filteredSum, filteredTotal] = (filteredText ?? '').match(/\d+/g)?.map(Number) ?? [];
    expect(filteredTotal).toBeLessThan(channel.searchTotal);
    expect(filteredSum).toBe(Math.min(24, filteredTotal ?? 0));
    // The phone's filter panel is modal (the list behind is hidden from the accessibility tree): closed first.
    await closeFilters(page, texts, channel.width);
    const filteredProducts = await productNames(list);

    // The filtered link, opened fresh, is the same list.
    const fresh = await openPage(stack.browser, channel.width);
    await fresh.page.goto(filteredUrl);
    await hydrated(fresh.page);
    await expect
      .poll(() => productNames(listOf(fresh.page, title)), eventually)
      .toEqual(filteredProducts);
    expect(
      await (
        await brandFilters(fresh.page, texts, channel.width)
      )
        .getByRole('checkbox')
        .first()
        .isChecked(),
    ).toBe(true);
    await fresh.page.close();

    // Clearing the filters gives the whole result again.
    await page.getByRole('button', { name: texts.list.clearFilters }).click();
    await page.waitForURL((url) => !url.searchParams.has('brands'));
    await expect
      .poll(() => page.getByText(showing(texts, 24, channel.searchTotal)).isVisible(), eventually)
      .toBe(true);

    // Customer type Company (the top bar's toggle on desktop): every card shows its price ex VAT, also after a reload.
    if (channel.width >= 1024) {
      const exVatNotes = () => list.getByText(texts.search.exVat, { exact: true }).count();
      expect(await exVatNotes()).toBe(0);
      await page
        .getByRole('group', { name: texts.topBar.customerType })
        .getByRole('button', { name: texts.topBar.business })
        .click();
      await expect.poll(exVatNotes, eventually).toBe(24);
      await page.reload();
      await hydrated(page);
      await expect.poll(exVatNotes, eventually).toBe(24);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('adds to cart from a product page, changes the quantity, applies promo codes with the spec messages, mirrors the cart in a second tab and removes the line', async () => {
    const tabs = await openContext(stack.browser, channel.width);
    const { page, problems } = await tabs.openTab();
    await page.goto(`${stack.shop.origin}${searchPath}`);
    await hydrated(page);
    await listOf(page, title).getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.includes('/p/'));
    await hydrated(page);
    // The address changes before the product's data has arrived: wait for its own heading.
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => (await heading.textContent())?.trim(), eventually)
      .not.toBe(title);
    const productName = ((await heading.textContent()) ?? '').trim();
    expect(productName).not.toBe('');

    // Add to cart: the added-to-cart panel shows the line, the mini cart counts it.
    await page.getByRole('button', { name: texts.shop.product.addToCart }).click();
    const added = page.getByRole('dialog', { name: texts.shell.addedToCart });
    await expect.poll(() => added.getByText(productName).isVisible(), eventually).toBe(true);
    await added.getByRole('button', { name: texts.shop.cart.showCart }).click();

    const cart = page.getByRole('dialog', { name: texts.header.cart });
    await expect
      .poll(() => cart.getByRole('link', { name: productName }).isVisible(), eventually)
      .toBe(true);
    const quantity = cart.getByRole('spinbutton', {
      name: interpolate(texts.shop.cart.quantityOf, { name: productName }),
    });
    expect(await quantity.inputValue()).toBe('1');

    // Promo codes: an unknown code, one whose requirements (a subtotal of sofas) one sofa does not meet, and a good one.
    const promo = cart.getByLabel(texts.shop.cart.promoCode);
    const apply = cart.getByRole('button', { name: texts.shop.cart.applyPromo });
    await promo.fill('NOSUCHCODE');
    await apply.click();
    await expect
      .poll(() => cart.getByText(texts.validation.promoNotValid).isVisible(), eventually)
      .toBe(true);
    await promo.fill('SOFFA500');
    await apply.click();
    await expect
      .poll(() => cart.getByText(texts.validation.promoRequirementsNotMet).isVisible(), eventually)
      .toBe(true);
    await promo.fill('HEMMA10');
    await apply.click();
    // The code's campaign is named beside the discount, e.g. 'Discount (10% off)'.
    const namedDiscount = new RegExp(
      `^${escapeRegExp(texts.shop.cart.discountNamed).replace('\\{\\{names\\}\\}', '.+')}$`,
    );
    await expect.poll(() => cart.getByText(namedDiscount).count(), eventually).toBe(1);
    expect(await cart.getByText(texts.validation.promoRequirementsNotMet).count()).toBe(0);

    // A second tab of the same browser shows the same cart ...
    const { page: second, problems: secondProblems } = await tabs.openTab();
    await second.goto(`${stack.shop.origin}${searchPath}`);
    await hydrated(second);
    await expect.poll(() => miniCart(second, texts, 1).count(), eventually).toBe(1);

    // ... and follows a quantity change made here without a reload.
    await cart
      .getByRole('button', { name: interpolate(texts.shop.cart.increase, { name: productName }) })
      .click();
    await expect.poll(() => quantity.inputValue(), eventually).toBe('2');
    await expect.poll(() => miniCart(second, texts, 2).count(), eventually).toBe(1);

    // Removing the line empties the cart here and there.
    await cart
      .getByRole('button', { name: interpolate(texts.shop.cart.remove, { name: productName }) })
      .click();
    await expect
      .poll(() => cart.getByText(texts.shop.cart.empty).isVisible(), eventually)
      .toBe(true);
    await expect.poll(() => miniCart(second, texts, 2).count(), eventually).toBe(0);

    expect(problems).toEqual([]);
    expect(secondProblems).toEqual([]);
    await tabs.context.close();
  });
});
