import type { CartFragment } from '@hemma/data';
import { fixtureData } from '@hemma/data/mocks';

/** The recorded cart of the English channel (Finnish market) with its lines. */
export function cartFixture(): CartFragment {
  const cart = fixtureData('getCart', 'com', {
    id: '236241d1-b564-47aa-b133-2b2230632810',
  }).getCart;
  if (!cart) throw new Error('No recorded cart');
  return cart;
}
