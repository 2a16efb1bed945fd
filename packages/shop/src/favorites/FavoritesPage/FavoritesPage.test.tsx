import { fixtureData } from '@hemma/data/mocks';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ShellTestProviders } from '@hemma/shop/testing';
import { ShopProvidersView } from '../../providers';
import { FavoritesPage } from './FavoritesPage';

const products = (fixtureData('products', 'com', { take: 12 }).products?.products ?? [])
  .filter((product) => product !== null)
  .slice(0, 3);

function renderFavorites(list = products) {
  return render(
    <ShellTestProviders>
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <FavoritesPage
          title="Favorites"
          lead="Mark products with the heart to find them again here."
          products={list}
        />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
}

describe('<FavoritesPage />', () => {
  it('shows a card for every favorite', () => {
    renderFavorites();
    expect(screen.getAllByRole('listitem')).toHaveLength(products.length);
  });

  it('explains the heart when there are no favorites', () => {
    renderFavorites([]);
    expect(
      screen.getByText('Mark products with the heart to find them again here.'),
    ).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderFavorites();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
