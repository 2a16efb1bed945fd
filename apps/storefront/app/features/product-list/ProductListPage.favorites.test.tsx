import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductListPage, ShopProvidersView, FavoriteProductCard } from '@hemma/shop';
import { furnitureListProps, ShellTestProviders } from '@hemma/shop/testing';
import { favoritesStore, useFavorites } from '@hemma/data';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  document.cookie = 'hemma=; Max-Age=0; Path=/';
  favoritesStore.reset();
});

function FavoritesCount() {
  return <p>Favorites {useFavorites().length}</p>;
}

/** The package's list page with the card the shop gives it (ProductListRoute). */
describe("<ProductListPage /> with the shop's cards", () => {
  it('gives every card the favorites heart, kept in the persisted favorites', async () => {
    const props = furnitureListProps();
    const user = userEvent.setup();
    render(
      <ShellTestProviders>
        <ShopProvidersView imageBaseUrl="/images" locale="en">
          <ProductListPage
            {...props}
            onChange={vi.fn()}
            productCard={FavoriteProductCard}
            top={<FavoritesCount />}
          />
        </ShopProvidersView>
      </ShellTestProviders>,
    );
    const grid = screen.getByRole('region', { name: props.title });
    const hearts = within(grid).getAllByRole('button', { name: /^Favorite / });
    expect(hearts).toHaveLength(props.products.length);
    const first = props.products[0]!;
    const heart = within(grid).getByRole('button', { name: `Favorite ${first.name}` });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Favorites 1')).toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain(`"favorites":[${first.productId}]`);
  });
});
