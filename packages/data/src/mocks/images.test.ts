import { describe, expect, it } from 'vitest';
import { collectImages, relativeImageUrls } from './images';

describe('fixture pictures', () => {
  it('finds pictures by field and parent type, in URLs and inside widget configuration JSON', () => {
    const response = {
      product: { __typename: 'ProductType', images: ['bo-sofa-1.webp'], productImages: [{ __typename: 'ProductImageType', fileName: 'bo-sofa-2.webp' }] },
      widget: { __typename: 'PageWidgetType', configuration: JSON.stringify({ image: { fileName: 'hero-living.webp' } }) },
      row: { imageUrl: '/images/product/640/lamp-1.webp' },
      ignored: { name: 'not-a-picture.webp' },
    };
    expect(collectImages(response)).toEqual([
      { kind: 'cms', fileName: 'hero-living.webp' },
      { kind: 'product', fileName: 'bo-sofa-1.webp' },
      { kind: 'product', fileName: 'bo-sofa-2.webp' },
      { kind: 'product', fileName: 'lamp-1.webp' },
    ]);
  });

  it("rewrites the API's absolute picture URLs to the story origin's /images path", () => {
    expect(relativeImageUrls({ url: 'http://127.0.0.1:4000/images/cms/640/a.webp' }, 'http://127.0.0.1:4000/')).toEqual({
      url: '/images/cms/640/a.webp',
    });
  });
});
