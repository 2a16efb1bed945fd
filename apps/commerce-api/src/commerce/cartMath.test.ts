import { describe, expect, it } from 'vitest';
import { Catalog } from '../catalog/catalog';
import { generateCatalog } from '../seed/generateCatalog';
import { computeCart, type Address, type CartState } from './cartMath';
import { resolveContext } from './context';
import { FREE_SHIPPING_THRESHOLD } from './shopRules';

/**
 * Issue 51: a plant of `>` for `>=` in the free-shipping rule went unnoticed, though the seed has
 * products priced exactly at the threshold (89 EUR).
 */

const catalog = new Catalog(generateCatalog());
const context = resolveContext(catalog, {
  channelId: '3|com',
  marketId: 'eu',
  languageId: 'en-US',
});
const berlin = { country: 'DE', zip: '10115' } as Address;
/** Parcel within Europe: free shipping applies to it. */
const parcelEurope = 5;

function cartOf(skuId: number): CartState {
  return {
    id: 'unit-cart',
    channelId: '3|com',
    marketId: 'eu',
    languageId: 'en-US',
    promoCode: null,
    isCompleted: false,
    checkout: { shippingAddress: berlin, shippingId: parcelEurope },
    items: [{ id: 1, skuId, quantity: 1, message: null }],
  };
}

function skuPricedAt(test: (price: number) => boolean): number {
  const product = catalog.data.products.find((candidate) => test(candidate.prices.EUR.selling));
  const sku = catalog.data.skus.find((candidate) => candidate.productId === product?.productId);
  expect(sku).toBeDefined();
  return sku?.skuId ?? 0;
}

describe('free shipping', () => {
  it('is free at exactly the threshold, with nothing left to it', () => {
    const computed = computeCart(
      catalog,
      context,
      cartOf(skuPricedAt((price) => price === FREE_SHIPPING_THRESHOLD.EUR)),
    );
    expect(computed.itemsSelling).toBe(FREE_SHIPPING_THRESHOLD.EUR);
    expect(computed.shipping?.option.id).toBe(parcelEurope);
    expect(computed.shipping?.fee).toBe(0);
    expect(computed.shipping?.amountLeftToFreeShipping).toBe(0);
    expect(computed.total).toBe(FREE_SHIPPING_THRESHOLD.EUR);
  });

  it('costs the fee just under the threshold, and says what is left', () => {
    const skuId = skuPricedAt(
      (price) => price < FREE_SHIPPING_THRESHOLD.EUR && price > FREE_SHIPPING_THRESHOLD.EUR - 20,
    );
    const computed = computeCart(catalog, context, cartOf(skuId));
    const fee = catalog.data.shippingOptions.find((option) => option.id === parcelEurope)?.fee.EUR;
    expect(computed.shipping?.fee).toBe(fee);
    expect(computed.shipping?.amountLeftToFreeShipping).toBeCloseTo(
      FREE_SHIPPING_THRESHOLD.EUR - computed.itemsSelling,
      2,
    );
  });
});
