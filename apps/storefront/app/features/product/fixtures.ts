import { fixtureData } from '@hemma/data/mocks';
import type { ProductData } from './ProductPage';

/** A recorded product of the English channel (the Bo sofa is discounted). */
export function productFixture(alias: 'bo-2-seater-sofa-grey' | 'wilma-3-seater-sofa-green' = 'bo-2-seater-sofa-grey'): ProductData {
  const product = fixtureData('product', 'com', { alias }).product;
  if (!product) throw new Error(`No recorded product ${alias}`);
  return product;
}

/** The same product sold in two sizes, as the API sends a rug in 160 and 200 (sizes are skus). */
export function sizedProductFixture(): ProductData {
  const product = productFixture('wilma-3-seater-sofa-green');
  const sku = product.skus?.[0];
  if (!sku) throw new Error('The recorded product has no sku');
  return {
    ...product,
    skus: [
      { ...sku, skuId: sku.skuId, name: '160 cm' },
      { ...sku, skuId: sku.skuId + 1, name: '200 cm' },
    ],
  };
}
