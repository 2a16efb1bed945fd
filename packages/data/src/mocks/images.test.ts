import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import comProductPages from './fixtures/com/product.json';
import seProductPages from './fixtures/se/product.json';
import {
  collectImages,
  galleryImageWidths,
  imageCopies,
  imageWidths,
  relativeImageUrls,
} from './images';

describe('fixture pictures', () => {
  it('finds pictures by field and parent type, in URLs and inside widget configuration JSON', () => {
    const response = {
      product: {
        __typename: 'ProductType',
        images: ['bo-sofa-1.webp'],
        productImages: [{ __typename: 'ProductImageType', fileName: 'bo-sofa-2.webp' }],
      },
      widget: {
        __typename: 'PageWidgetType',
        configuration: JSON.stringify({ image: { fileName: 'hero-living.webp' } }),
      },
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
    expect(
      relativeImageUrls(
        { url: 'http://127.0.0.1:4000/images/cms/640/a.webp' },
        'http://127.0.0.1:4000/',
      ),
    ).toEqual({
      url: '/images/cms/640/a.webp',
    });
  });

  it('copies every picture at its kind widths, and only product-page pictures at the gallery widths too', () => {
    const list = { __typename: 'ProductType', images: ['card-only.webp'] };
    const page = { product: { __typename: 'ProductType', images: ['gallery.webp'] } };
    const copies = imageCopies([list, page], [page]).map(
      ({ kind, width, fileName }) => `${kind}/${width}/${fileName}`,
    );
    expect(copies.filter((copy) => copy.endsWith('card-only.webp'))).toEqual(
      imageWidths.product.map((width) => `product/${width}/card-only.webp`),
    );
    expect(copies.filter((copy) => copy.endsWith('gallery.webp')).sort()).toEqual(
      [...imageWidths.product, ...galleryImageWidths]
        .map((width) => `product/${width}/gallery.webp`)
        .sort(),
    );
  });

  it('has on disk every gallery width of every recorded product-page picture', () => {
    const productPages = [comProductPages, seProductPages];
    const missing = imageCopies(productPages, productPages)
      .map(
        ({ kind, width, fileName }) =>
          new URL(`./images/${kind}/${width}/${fileName}`, import.meta.url),
      )
      .filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });
});
