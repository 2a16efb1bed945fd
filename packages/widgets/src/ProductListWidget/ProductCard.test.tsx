import type { ProductCardFragment } from '@hemma/data';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { recordedProductsIn } from '../mocks/productFixtures';
import { ProductCard, productCardData } from './ProductCard';

const [product] = recordedProductsIn('com') as [ProductCardFragment];
const productImageUrl = (fileName: string, width: number) => `/images/product/${width}/${fileName}`;

function pictureOf(priority?: boolean) {
  const { container } = render(
    <WidgetsProvider productImageUrl={productImageUrl}>
      <ProductCard product={product} priority={priority} />
    </WidgetsProvider>,
  );
  return container.querySelector('img')!;
}

describe('<ProductCard />', () => {
  it('offers only the widths the commerce API draws (320, 640, 960), sized to its column', () => {
    const img = pictureOf();
    expect(img.getAttribute('srcset')).toBe(
      ['320', '640', '960']
        .map((width) => `/images/product/${width}/${product.images![0]} ${width}w`)
        .join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
    );
  });

  it('loads lazily by default and at once with high priority in a first row', () => {
    expect(pictureOf().getAttribute('loading')).toBe('lazy');
    const first = pictureOf(true);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('is one link to the product', () => {
    render(
      <WidgetsProvider productImageUrl={productImageUrl}>
        <ProductCard product={product} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', product.canonicalUrl);
  });

  it('draws the same from productCardData, which keeps only what a card reads', () => {
    const markupOf = (data: Parameters<typeof ProductCard>[0]['product']) =>
      render(
        <WidgetsProvider productImageUrl={productImageUrl}>
          <ProductCard product={data} />
        </WidgetsProvider>,
      ).container.innerHTML;
    const discounted = recordedProductsIn('se').find((each) => each.unitPrice?.isDiscounted);
    expect(discounted, 'a recorded product on sale').toBeDefined();
    for (const each of [product, discounted!]) {
      const card = productCardData(each);
      expect(markupOf(card)).toBe(markupOf(each));
      expect(Object.keys(card).sort()).toEqual(
        ['alias', 'brand', 'canonicalUrl', 'images', 'name', 'productId', 'unitPrice'].sort(),
      );
      expect(card.brand).toEqual({ name: each.brand?.name ?? null });
      expect(each.images!.length, 'a recorded product with more pictures').toBeGreaterThan(1);
      expect(card.images).toEqual([each.images![0]]);
      expect(Object.keys(card.unitPrice ?? {})).not.toContain('sellingPriceIncVat');
    }
  });
});
