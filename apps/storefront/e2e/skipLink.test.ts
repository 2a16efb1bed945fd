import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@hemma/shop/locales/en.json';
import sv from '@hemma/shop/locales/sv.json';
import { hydrated, openPage } from './browser';
import { cartWith, channelContexts } from './commerceCalls';
import { startShopStack, type ShopStack } from './stack';

// Issue 52, item 11: the first Tab on every page focuses "Skip to content", which leads past the
// header into the main landmark (it took 20 Tabs to pass the header).
let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack();
});

afterAll(() => stack?.stop());

const languages = [
  {
    name: 'English',
    text: en.shell.skipToContent,
    channel: 'com',
    pages: {
      home: '/',
      product: '/p/2-seater-sofas/bo-2-seater-sofa-grey',
      checkout: '/checkout',
      planningTool: '/pythagoras-planeringsverktyg',
    },
  },
  {
    name: 'Swedish',
    text: sv.shell.skipToContent,
    channel: 'se',
    pages: {
      home: '/sv',
      product: '/sv/p/2-sitssoffor/bo-2-sitssoffa-gra',
      checkout: '/sv/kassan',
      planningTool: '/sv/pythagoras-planeringsverktyg',
    },
  },
] as const;

/** A shopper with a sofa in the cart (the checkout shows its form only then), on the page. */
async function open(path: string, channel: keyof typeof channelContexts, width: number) {
  const watched = await openPage(stack.browser, width);
  const cartId = await cartWith(stack.api, channelContexts[channel]);
  await watched.page
    .context()
    .addCookies([{ name: 'hemma-cart', value: cartId, url: stack.shop.origin }]);
  const response = await watched.page.goto(`${stack.shop.origin}${path}`);
  expect(response?.status(), path).toBe(200);
  await hydrated(watched.page);
  return watched;
}

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? { tag: element.tagName, id: element.id, text: element.textContent } : null;
  });

describe.each(languages)('the skip link in $name', ({ text, channel, pages }) => {
  it.each(Object.entries(pages))(
    'is the first Tab stop on the %s page, shows when focused and leads into the main landmark',
    async (_, path) => {
      for (const width of [390, 1360]) {
        const { page, problems } = await open(path, channel, width);
        const skip = page.getByRole('link', { name: text, exact: true });
        expect(await skip.boundingBox(), `${path} at ${width} px, before focus`).toMatchObject({
          width: 1,
          height: 1,
        });
        await page.keyboard.press('Tab');
        expect(await focusedElement(page), `${path} at ${width} px`).toEqual({
          tag: 'A',
          id: '',
          text,
        });
        const box = await skip.boundingBox();
        expect(box?.width, `${path} at ${width} px, focused`).toBeGreaterThan(40);
        expect(box?.y, `${path} at ${width} px, focused`).toBeGreaterThanOrEqual(0);
        await page.keyboard.press('Enter');
        expect((await focusedElement(page))?.id, `${path} at ${width} px`).toBe('main');
        expect(problems, `${path} at ${width} px`).toEqual([]);
        await page.context().close();
      }
    },
  );
});

describe('the skip link when not focused', () => {
  it('changes no pixel of the checkout', async () => {
    const { page } = await open('/sv/kassan', 'se', 1360);
    const withLink = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    await page.evaluate(() =>
      document.querySelector('a[href="#main"]')?.replaceWith(document.createComment('')),
    );
    const withoutLink = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(withLink.equals(withoutLink)).toBe(true);
    await page.context().close();
  });
});
