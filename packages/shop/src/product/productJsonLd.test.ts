import { describe, expect, it } from 'vitest';
import { productFixture, sizedProductFixture, soldOutProductFixture } from './fixtures';
import { jsonLdScript, productJsonLd } from './productJsonLd';

const base = {
  url: 'https://hemma.com/p/bo',
  images: ['https://hemma.com/images/product/960/bo-1.webp'],
  currency: 'EUR',
};

describe('productJsonLd', () => {
  it('describes the product with its brand, selling price with VAT and availability', () => {
    const product = productFixture();
    const data = productJsonLd({ ...base, product });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      image: base.images,
      brand: { '@type': 'Brand', name: product.brand?.name },
      offers: {
        priceCurrency: 'EUR',
        price: product.unitPrice?.sellingPriceIncVat.toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('is out of stock when every sku is sold out', () => {
    const data = productJsonLd({ ...base, product: soldOutProductFixture() });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('is in stock while one size is left', () => {
    expect(productJsonLd({ ...base, product: sizedProductFixture() }).offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
  });

  it('carries the rating only when there are reviews', () => {
    const product = productFixture();
    expect(
      productJsonLd({ ...base, product, reviews: { count: 0, averageRating: 0, reviews: [] } }),
    ).not.toHaveProperty('aggregateRating');
    expect(
      productJsonLd({ ...base, product, reviews: { count: 3, averageRating: 3.3, reviews: [] } })
        .aggregateRating,
    ).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.3,
      reviewCount: 3,
    });
  });

  it('cannot close its script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
