import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BundledShopLabelsProvider } from '../../labels';
import { ShopProvidersView } from '../../providers';
import { ProductGrid } from './ProductGrid';
import { furnitureCards } from './fixtures';

function renderGrid(vatIncluded: boolean, priorityRow = false) {
  const products = furnitureCards('com', 6);
  const view = render(
    <MemoryRouter>
      <BundledShopLabelsProvider locale="en">
        <ShopProvidersView imageBaseUrl="/images" locale="en" vatIncluded={vatIncluded}>
          <ProductGrid products={products} label="Furniture" priorityRow={priorityRow} />
        </ShopProvidersView>
      </BundledShopLabelsProvider>
    </MemoryRouter>,
  );
  return { products, ...view };
}

describe('<ProductGrid />', () => {
  it('lists one linked card per product, named by the product, to its own page', () => {
    const { products } = renderGrid(true);
    const list = screen.getByRole('list', { name: 'Furniture' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(products.length);
    const first = products[0];
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(first?.name ?? ''));
    expect(links[0]).toHaveAttribute('href', first?.canonicalUrl);
  });

  it('prints the price with VAT for a person and without for a company', () => {
    const { products, unmount } = renderGrid(true);
    const [first] = products;
    expect(
      screen.getAllByText(first?.unitPrice?.sellingPriceIncVatFormatted ?? '-')[0],
    ).toBeVisible();
    unmount();
    renderGrid(false);
    expect(
      screen.getAllByText(first?.unitPrice?.sellingPriceExVatFormatted ?? '-')[0],
    ).toBeVisible();
  });

  it('loads the first row of pictures at once only when asked', () => {
    const eagerPictures = (container: HTMLElement) =>
      [...container.querySelectorAll('img')].filter(
        (image) => image.getAttribute('loading') !== 'lazy',
      ).length;
    const lazy = renderGrid(false);
    expect(eagerPictures(lazy.container)).toBe(0);
    lazy.unmount();
    const first = renderGrid(false, true);
    expect(eagerPictures(first.container)).toBe(4);
  });

  it('has no axe violations', async () => {
    const { container } = renderGrid(true);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
