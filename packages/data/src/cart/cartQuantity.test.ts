import type { CartFragment } from '../generated/graphql';
import { fixtureData } from '../mocks/fixtures';
import { describe, expect, it } from 'vitest';
import { cartQuantity } from './cartQuantity';

const recorded = fixtureData('addToCart', 'com').addToCart as CartFragment;
const line = recorded.items?.[0];
if (!line) throw new Error('The recorded addToCart answer has no line');
const cart: CartFragment = {
  ...recorded,
  items: [
    { ...line, id: 'a', skuId: 1, quantity: 2 },
    { ...line, id: 'b', skuId: 2, quantity: 3 },
    { ...line, id: 'c', skuId: 1, quantity: 1 },
    null,
  ],
};

describe('cartQuantity', () => {
  it('counts the quantities of every line, not the lines', () => {
    expect(cartQuantity(cart)).toBe(6);
  });

  it("counts one sku's quantities across its lines", () => {
    expect(cartQuantity(cart, 1)).toBe(3);
    expect(cartQuantity(cart, 3)).toBe(0);
  });

  it('counts nothing without a cart', () => {
    expect(cartQuantity(null)).toBe(0);
  });
});
