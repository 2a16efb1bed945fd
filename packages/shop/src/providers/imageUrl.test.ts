import { describe, expect, it } from 'vitest';
import { imageUrlBuilder } from './imageUrl';

describe('imageUrlBuilder', () => {
  it('builds the API image path for a kind and width, the file name encoded', () => {
    expect(imageUrlBuilder('http://localhost:4000/images/', 'product')('bo sofa.webp', 640)).toBe(
      'http://localhost:4000/images/product/640/bo%20sofa.webp',
    );
    expect(imageUrlBuilder('/images', 'cms')('hero.webp', 1920)).toBe('/images/cms/1920/hero.webp');
  });
});
