import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './browser';
import { cartIsOpen, cartWith, channelContexts } from './commerceCalls';
import { startShopStack, type ShopStack } from './stack';

/**
 * The checkout against the embedded API's simulated payment provider and its test customers
 * (apps/commerce-api README, 'Test customers of the simulated payment provider'): a blocked
 * customer, a refused payment, and a shipping choice the next postal code does not offer.
 */

let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack();
});

afterAll(() => stack?.stop());

const field = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: typeof label === 'string' });

async function openCheckout(channel: keyof typeof channelContexts, path: string, width = 1360) {
  const watched = await openPage(stack.browser, width);
  const cartId = await cartWith(stack.api, channelContexts[channel]);
  await watched.page
    .context()
    .addCookies([{ name: 'hemma-cart', value: cartId, url: stack.shop.origin }]);
  await watched.page.goto(`${stack.shop.origin}${path}`);
  await hydrated(watched.page);
  return { ...watched, cartId };
}

const swedishAddress = {
  Förnamn: 'Stina',
  Efternamn: 'Berg',
  Gatuadress: 'Spärrgatan 7',
  Postnummer: '11122',
  Ort: 'Stockholm',
};
const finnishAddress = {
  'First name': 'Aino',
  'Last name': 'Virtanen',
  'Street address': 'Mannerheimintie 9',
  'Postal code': '00100',
  City: 'Helsinki',
};

async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function expectFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    expect(await field(page, label).inputValue(), label).toBe(value);
}

describe('checkout with the payment provider', () => {
  it('says the provider blocked the customer and keeps the typed address (se, blocked@hemma.se)', async () => {
    const { page, problems, cartId } = await openCheckout('se', '/sv/kassan');
    await page.getByText('Bo 2-sitssoffa').first().waitFor();
    await field(page, 'E-post').fill('blocked@hemma.se');
    await fillFields(page, swedishAddress);
    await page.getByRole('radio', { name: /Hemleverans/ }).check();
    await page.getByLabel('Jag godkänner köpvillkoren').check();

    // The provider's verdict comes with the delivery update the typed address starts, before any
    // click: the message shows and the order button is disabled (clicking it raced that update).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Betalningsleverantören har spärrat det här köpet.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Lägg order' }).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/sv/kassan');
    await expectFields(page, { 'E-post': 'blocked@hemma.se', ...swedishAddress });
    expect(await page.getByRole('radio', { name: /Hemleverans/ }).isChecked()).toBe(true);
    await expect(cartIsOpen(stack.api, cartId)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says the provider could not create the order, the failed-payment page leads back to the kept form, and another email then orders (com, phone)', async () => {
    const { page, problems } = await openCheckout('com', '/checkout', 390);
    await page.getByText('Bo 2-seater sofa').first().waitFor();
    await field(page, 'Email').fill('aino+denied@example.com');
    await fillFields(page, finnishAddress);
    await field(page, 'Country').selectOption('FI');
    await page.getByRole('radio', { name: /Card payment/ }).check();
    await page.getByLabel('I accept the terms of purchase').check();
    await page.getByRole('button', { name: 'Place order' }).click();

    const failed =
      'The payment provider could not create your order. A product may be out of stock or the balance insufficient.';
    await page.getByRole('alert').filter({ hasText: failed }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await expectFields(page, { Email: 'aino+denied@example.com', ...finnishAddress });

    // Where an external provider sends the shopper back after a failed payment.
    await page.goto(`${stack.shop.origin}/checkout/klarna-fail`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(failed);
    await page.getByRole('link', { name: 'Back to the checkout' }).click();
    await page.waitForURL(`${stack.shop.origin}/checkout`);
    await page.getByText('Bo 2-seater sofa').first().waitFor();
    await expectFields(page, { Email: 'aino+denied@example.com', ...finnishAddress });
    expect(await field(page, 'Country').inputValue()).toBe('FI');

    await field(page, 'Email').fill('aino@example.com');
    await page.getByRole('radio', { name: /Card payment/ }).waitFor();
    expect(await page.getByLabel('I accept the terms of purchase').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/confirm\?orderId=/);
    await page.getByText('Thank you for your order!').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('drops a shipping choice the new postal code does not offer and selects its default, without an error (se)', async () => {
    const { page, problems } = await openCheckout('se', '/sv/kassan');
    await page.getByText('Bo 2-sitssoffa').first().waitFor();
    await field(page, 'E-post').fill('kvall@example.se');
    await fillFields(page, swedishAddress);
    const evening = page.getByRole('radio', { name: /Kvällsleverans/ });
    await evening.check();
    await expect.poll(() => evening.isChecked()).toBe(true);
    await page
      .getByText('Uppdaterar leverans och betalning')
      .first()
      .waitFor({ state: 'detached' });

    // Gotland: service points and furniture delivery only.
    await field(page, 'Postnummer').fill('62141');
    await field(page, 'Ort').fill('Visby');
    await evening.waitFor({ state: 'detached' });
    const servicePoint = page.getByRole('radio', { name: /Hämta hos ombud/ });
    await expect.poll(() => servicePoint.isChecked()).toBe(true);
    expect(await page.getByText('Det finns inga leveranssätt för det här postnumret').count()).toBe(
      0,
    );

    await page.getByLabel('Jag godkänner köpvillkoren').check();
    await page.getByRole('button', { name: 'Lägg order' }).click();
    await page.waitForURL(/\/sv\/checkout\/confirm\?orderId=/);
    await page.getByText('Tack för din order!').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
