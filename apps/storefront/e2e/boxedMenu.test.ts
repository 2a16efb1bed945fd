import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactive, openPage } from './browser';
import { startShopStack, type ShopStack } from './stack';

// The main menu's second layout (spec section 2): a boxed dropdown under its item, on a shop
// configured with MENU_LAYOUT=boxed. The mega menu is covered in shell.test.ts.

let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack({ shopEnv: { MENU_LAYOUT: 'boxed' } });
});

afterAll(() => stack?.stop());

const desktop = 1360;

describe('boxed dropdown main menu (desktop)', () => {
  it('opens under its item on hover and on click, shows children and grand-children, closes on Escape and navigates', async () => {
    const { page, problems } = await openPage(stack.browser, desktop);
    await page.goto(`${stack.shop.origin}/`);
    await interactive(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const trigger = nav.getByRole('button', { name: 'Furniture' });
    const seeAll = nav.getByRole('link', { name: 'See all in Furniture' });
    const child = nav.getByRole('link', { name: 'Sofas and armchairs', exact: true });

    await trigger.hover();
    await seeAll.waitFor();
    // The first paint has the menu's outline only: the children load when the pointer reaches the
    // menu, and may arrive after the box has opened (rehearsal 20b, three e2e files on two cores:
    // "See all" visible, its children not yet). The shopper waits for them too.
    await child.waitFor();
    expect(await nav.getByRole('link', { name: 'Armchairs', exact: true }).isVisible()).toBe(true);
    // A box under its own item, not a panel across the page as the mega menu is.
    const [box, item] = await Promise.all([
      nav.locator('ul ul').first().boundingBox(),
      trigger.boundingBox(),
    ]);
    expect(box && item).toBeTruthy();
    if (!box || !item) return;
    expect(box.width).toBeLessThan(desktop * 0.5);
    expect(box.y).toBeGreaterThanOrEqual(item.y + item.height - 1);
    expect(Math.abs(box.x - item.x)).toBeLessThan(item.width + 48);
    await page.mouse.move(5, 880);
    await seeAll.waitFor({ state: 'hidden' });

    await trigger.click();
    await seeAll.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await seeAll.waitFor({ state: 'hidden' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    // Keyboard only: the focused item opens with Enter and closes with Escape, keeping the focus.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await seeAll.waitFor();
    await page.keyboard.press('Escape');
    await seeAll.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // A child link navigates on the client and closes the box.
    await trigger.click();
    await child.click();
    await page.waitForURL(`${stack.shop.origin}/c/furniture/sofas`);
    await seeAll.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.close();
  });
});
