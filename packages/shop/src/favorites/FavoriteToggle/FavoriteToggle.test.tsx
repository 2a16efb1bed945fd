import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '@hemma/shop/testing';
import { favoritesStore, useFavorites } from '@hemma/data';
import { FavoriteToggle } from './FavoriteToggle';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  document.cookie = 'hemma=; Max-Age=0; Path=/';
  favoritesStore.reset();
});

function persistedFavorites(): number[] {
  const value = document.cookie.split('; ').find((cookie) => cookie.startsWith('hemma='));
  return value
    ? (JSON.parse(decodeURIComponent(value.slice('hemma='.length))) as { favorites: number[] })
        .favorites
    : [];
}

function Count() {
  return <p>Count {useFavorites().length}</p>;
}

function renderToggles() {
  const view = render(
    <ShellTestProviders>
      <Count />
      <FavoriteToggle productId={7} name="Bo sofa" />
      <FavoriteToggle productId={7} name="Bo sofa in a list" />
      <FavoriteToggle productId={9} name="Wilma sofa" />
    </ShellTestProviders>,
  );
  return Object.assign(userEvent.setup(), { container: view.container });
}

describe('<FavoriteToggle />', () => {
  it('adds an absent id and removes a present one, in the persisted-state cookie', async () => {
    const user = renderToggles();
    const bo = screen.getByRole('button', { name: 'Favorite Bo sofa' });
    await user.click(bo);
    await user.click(screen.getByRole('button', { name: 'Favorite Wilma sofa' }));
    expect(persistedFavorites()).toEqual([7, 9]);
    await user.click(bo);
    expect(persistedFavorites()).toEqual([9]);
    expect(bo).toHaveAttribute('aria-pressed', 'false');
  });

  it('is seen at once by every heart of the same product and by the count', async () => {
    const user = renderToggles();
    expect(screen.getByText('Count 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favorite Bo sofa' }));
    expect(screen.getByRole('button', { name: 'Favorite Bo sofa in a list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Count 1')).toBeInTheDocument();
  });

  it('keeps the other persisted choices', async () => {
    document.cookie = `hemma=${encodeURIComponent(JSON.stringify({ favorites: [3], customerType: 'ORGANIZATION', vatIncluded: false }))}; Path=/`;
    const user = renderToggles();
    await user.click(screen.getByRole('button', { name: 'Favorite Bo sofa' }));
    const value = document.cookie.split('; ').find((cookie) => cookie.startsWith('hemma='))!;
    expect(JSON.parse(decodeURIComponent(value.slice(6)))).toMatchObject({
      favorites: [3, 7],
      customerType: 'ORGANIZATION',
      vatIncluded: false,
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderToggles();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
