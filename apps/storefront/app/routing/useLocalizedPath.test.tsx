import { render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLocalizedPath } from './useLocalizedPath';

function Links() {
  const pathTo = useLocalizedPath();
  return (
    <nav aria-label="Links">
      <Link to={pathTo('checkout')}>checkout</Link>
      <Link to={pathTo('category', { category: 'soffor' })}>category</Link>
      <Link to={pathTo('favorites', {}, 'en')}>english favorites</Link>
    </nav>
  );
}

function renderWithRoot(root: {
  shop: { locale: string; market: { alias: string } };
  config: { marketInPath: boolean };
}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      HydrateFallback: () => null,
      children: [{ index: true, Component: Links }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('useLocalizedPath', () => {
  it('builds links in the page’s locale without the market when markets are not in the path', async () => {
    renderWithRoot({
      shop: { locale: 'sv', market: { alias: 'se' } },
      config: { marketInPath: false },
    });
    expect(await screen.findByRole('link', { name: 'checkout' })).toHaveAttribute(
      'href',
      '/sv/kassan',
    );
    expect(screen.getByRole('link', { name: 'category' })).toHaveAttribute('href', '/sv/c/soffor');
    expect(screen.getByRole('link', { name: 'english favorites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });

  it('puts the market and locale in front when markets are in the path', async () => {
    renderWithRoot({
      shop: { locale: 'sv', market: { alias: 'fi' } },
      config: { marketInPath: true },
    });
    expect(await screen.findByRole('link', { name: 'checkout' })).toHaveAttribute(
      'href',
      '/fi/sv/kassan',
    );
  });
});
