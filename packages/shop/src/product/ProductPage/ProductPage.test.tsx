import { ApolloStoryProvider } from '@hemma/data/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellSettings } from '../../shell';
import { ShopProvidersView } from '../../providers';
import { reachAccordion, ShellTestProviders } from '@hemma/shop/testing';
import { favoritesStore } from '@hemma/data';
import {
  productFixture,
  relatedFixture,
  reviewsFixture,
  sizedProductFixture,
  soldOutProductFixture,
} from '../fixtures';
import { ProductPage, type ProductPageProps } from './ProductPage';
import { productBreadcrumbs } from '../productBreadcrumbs';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  document.cookie = 'hemma=; Max-Age=0; Path=/';
  favoritesStore.reset();
});

function renderProduct(
  overrides: Partial<ProductPageProps> = {},
  settings: Partial<ShellSettings> = {},
) {
  const product = overrides.product ?? productFixture();
  const onAddToCart = vi.fn(async () => true);
  const onLogIn = vi.fn();
  const view = render(
    <ApolloStoryProvider channel="com">
      <ShellTestProviders settings={settings}>
        <ShopProvidersView imageBaseUrl="/images" locale="en">
          <ProductPage
            product={product}
            breadcrumbs={productBreadcrumbs(product, 'Home')}
            onAddToCart={onAddToCart}
            onLogIn={onLogIn}
            {...overrides}
          />
        </ShopProvidersView>
      </ShellTestProviders>
    </ApolloStoryProvider>,
  );
  return { ...view, product, onAddToCart, onLogIn, user: userEvent.setup() };
}

const sizes = () => within(screen.getByRole('group', { name: 'Size' }));

describe('<ProductPage />', () => {
  it('shows name, brand, the selling price and the breadcrumbs to the product', () => {
    const { product } = renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: product.name ?? '' })).toBeInTheDocument();
    expect(screen.getByText(product.brand?.name ?? '')).toBeInTheDocument();
    expect(
      screen.getAllByText(product.unitPrice?.sellingPriceIncVatFormatted ?? '').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Home');
  });

  it("shows the description the loader sanitized, which the route data sends instead of the API's raw HTML", () => {
    const fixture = productFixture();
    const product = { ...fixture, texts: fixture.texts && { ...fixture.texts, text1: null } };
    renderProduct({ product, descriptionHtml: '<p>Sanitized on the server.</p>' });
    expect(screen.getByRole('button', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByText('Sanitized on the server.')).toBeInTheDocument();
  });

  it('shows no description when the product has none', () => {
    const fixture = productFixture();
    renderProduct({ product: { ...fixture, texts: null } });
    expect(screen.queryByRole('button', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('shows the lowest price of the previous 30 days beside a discounted price (EU price indication)', () => {
    const { product } = renderProduct();
    expect(
      screen.getByText(
        `Lowest price in the last 30 days: ${product.lowestPrice?.lowestPriceIncVatFormatted}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the price history of the previous 30 days, the lowest price marked', async () => {
    const { user, product } = renderProduct();
    const trigger = () => screen.getByRole('button', { name: 'Price history' });
    await reachAccordion(user, trigger);
    await user.click(trigger());
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    expect(
      within(table).getAllByText(`${product.lowestPrice?.lowestPriceIncVatFormatted} (lowest)`)
        .length,
    ).toBeGreaterThan(0);
  });

  it('shows no 30-day lowest price when the price is not discounted', () => {
    renderProduct({ product: productFixture('wilma') });
    expect(screen.queryByText(/Lowest price in the last 30 days/)).not.toBeInTheDocument();
  });

  it('shows prices without VAT, the lowest price too, for a company visitor', () => {
    const { product } = renderProduct({}, { customerType: 'ORGANIZATION', vatIncluded: false });
    expect(
      screen.getAllByText(product.unitPrice?.sellingPriceExVatFormatted ?? '').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText(
        `Lowest price in the last 30 days: ${product.lowestPrice?.lowestPriceExVatFormatted}`,
      ),
    ).toBeInTheDocument();
  });

  it('links a campaign with a visible title to its list, and leaves out one that hides its title', () => {
    renderProduct({ product: sizedProductFixture() });
    expect(screen.getByRole('link', { name: 'Autumn textile sale' })).toHaveAttribute(
      'href',
      '/dc/autumn-textile-sale',
    );
    const { unmount } = renderProduct();
    expect(screen.queryByText('Nordvik days')).not.toBeInTheDocument();
    unmount();
  });

  it("asks for a size first: 'You have to pick a size first'", async () => {
    const { user, onAddToCart, product } = renderProduct({ product: sizedProductFixture() });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have to pick a size first');
    expect(onAddToCart).not.toHaveBeenCalled();
    await user.click(sizes().getByRole('button', { name: '200x300 cm' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product.skus?.[1]?.skuId, 1);
  });

  it('shows the stock of the picked size', async () => {
    const { user } = renderProduct({ product: sizedProductFixture() });
    await user.click(sizes().getByRole('button', { name: '160x230 cm' }));
    expect(screen.getByText('Only 1 left', { selector: '[data-status]' })).toBeInTheDocument();
    await user.click(sizes().getByRole('button', { name: '200x300 cm' }));
    expect(screen.getByText('In stock', { selector: '[data-status]' })).toBeInTheDocument();
  });

  it("stops the quantity at the stock: 'Only {stock} left'", async () => {
    const { user, onAddToCart, product } = renderProduct({
      product: productFixture('wilma'),
    });
    const more = screen.getByRole('button', { name: 'One more' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription(
      'Only 3 left',
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product.skus?.[0]?.skuId, 3);
  });

  it('counts what the cart holds: the threshold message, and no more can be added', async () => {
    const product = sizedProductFixture();
    const small = product.skus![0]!.skuId;
    const { user, onAddToCart } = renderProduct({
      product,
      inCart: (skuId) => (skuId === small ? 1 : 0),
    });
    await user.click(sizes().getByRole('button', { name: '160x230 cm' }));
    expect(screen.getByText('Only 1 left. You already have 1 in your cart')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('offers the back-in-stock notification for a sold-out size, and checks the email first', async () => {
    const { user } = renderProduct({ product: sizedProductFixture() });
    const soldOut = sizes().getByRole('button', { name: '250x350 cm Sold out' });
    await user.click(soldOut);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Tell me when it is back' });
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(within(form).getByText('You have to enter a valid email')).toBeInTheDocument();
  });

  it('offers the back-in-stock notification at once when the only sku is sold out', () => {
    renderProduct({ product: soldOutProductFixture() });
    expect(screen.getByText('Out of stock', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tell me when it is back' })).toBeInTheDocument();
  });

  it('links the other colours, by their pictures, with the current one marked', () => {
    renderProduct({ product: soldOutProductFixture() });
    const colours = screen.getByRole('navigation', { name: 'Colours' });
    expect(within(colours).getByRole('link', { name: 'Grey' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(colours).getByRole('link', { name: 'Beige' })).toHaveAttribute(
      'href',
      '/p/corner-sofas/yngve-corner-sofa-beige',
    );
    expect(screen.getByText('Colour: Grey')).toBeInTheDocument();
  });

  it('opens a larger view of the pictures and steps through them', async () => {
    const { user, product } = renderProduct();
    await user.click(screen.getByRole('button', { name: 'Show a larger picture' }));
    const dialog = await screen.findByRole('dialog', { name: `Pictures of ${product.name}` });
    expect(within(dialog).getByText('Picture 1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('Picture 2 of 2')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks and unmarks the product as a favorite', async () => {
    const { user, product } = renderProduct();
    const heart = screen.getByRole('button', { name: `Favorite ${product.name}` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(decodeURIComponent(document.cookie)).toContain(`"favorites":[${product.productId}]`);
  });

  it('lists accepted reviews with their average; a visitor who is not logged in is told to log in', async () => {
    const { user, onLogIn } = renderProduct({ reviews: reviewsFixture() });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('3 reviews')).toBeInTheDocument();
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(reviews).getByText('You need to log in to be able to write a review'),
    ).toBeInTheDocument();
    expect(within(reviews).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(reviews).getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledOnce();
  });

  it("asks a logged-in visitor for every field and 'Please use stars to rate the product'", async () => {
    const { user } = renderProduct({ reviews: reviewsFixture() }, { loggedIn: true });
    const form = screen.getByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getByText('Please use stars to rate the product')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    expect(
      within(form).queryByText('Please use stars to rate the product'),
    ).not.toBeInTheDocument();
  });

  it('shows related products as cards with a favorites heart', () => {
    const related = relatedFixture();
    renderProduct({ related });
    const section = screen.getByRole('region', { name: 'You might also like' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(related.length);
    expect(
      within(section).getByRole('button', { name: `Favorite ${related[0]?.name}` }),
    ).toBeInTheDocument();
  });

  it("shows the cart's refusal, such as 'Only 2 left'", () => {
    renderProduct({ addError: 'Only 2 left' });
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 left');
  });

  it('has no axe violations', async () => {
    const { container } = renderProduct({
      product: sizedProductFixture(),
      reviews: reviewsFixture(),
      related: relatedFixture(),
    });
    expect((await axe.run(container)).violations).toEqual([]);
    // axe over the whole page takes long on a loaded machine.
  }, 60_000);
});
