import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../components/testing/ShellTestProviders';
import { ShopProvidersView } from '../shop/ShopProviders';
import { productFixture, sizedProductFixture } from './fixtures';
import { ProductPage, type ProductPageProps } from './ProductPage';
import { productBreadcrumbs } from './ProductRoute';

vi.setConfig({ testTimeout: 20_000 });

function renderProduct(overrides: Partial<ProductPageProps> = {}) {
  const product = overrides.product ?? productFixture();
  const onAddToCart = vi.fn(async () => true);
  const view = render(
    <ShellTestProviders>
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <ProductPage product={product} breadcrumbs={productBreadcrumbs(product, 'Home')} onAddToCart={onAddToCart} {...overrides} />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
  return { ...view, product, onAddToCart, user: userEvent.setup() };
}

describe('<ProductPage />', () => {
  it('shows name, brand, the selling price and the breadcrumbs to the product', () => {
    const { product } = renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: product.name ?? '' })).toBeInTheDocument();
    expect(screen.getByText(product.brand?.name ?? '')).toBeInTheDocument();
    expect(screen.getAllByText(product.unitPrice?.sellingPriceIncVatFormatted ?? '').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Home');
  });

  it('shows the lowest price of the previous 30 days beside a discounted price (EU price indication)', () => {
    const { product } = renderProduct();
    expect(screen.getByText(`Lowest price in the last 30 days: ${product.lowestPrice?.lowestPriceIncVatFormatted}`)).toBeInTheDocument();
  });

  it('shows no 30-day lowest price when the price is not discounted', () => {
    renderProduct({ product: productFixture('wilma-3-seater-sofa-green') });
    expect(screen.queryByText(/Lowest price in the last 30 days/)).not.toBeInTheDocument();
  });

  it("asks for a size first: 'You have to pick a size first'", async () => {
    const { user, onAddToCart, product } = renderProduct({ product: sizedProductFixture() });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have to pick a size first');
    expect(onAddToCart).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '200 cm' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product.skus?.[1]?.skuId);
  });

  it('adds the only sku of a one-size product at once', async () => {
    const { user, onAddToCart, product } = renderProduct();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product.skus?.[0]?.skuId);
  });

  it("shows the cart's refusal, such as 'Only 2 left'", () => {
    renderProduct({ addError: 'Only 2 left' });
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 left');
  });

  it('has no axe violations', async () => {
    const { container } = renderProduct();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
