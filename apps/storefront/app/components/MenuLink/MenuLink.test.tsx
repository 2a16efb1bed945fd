import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MenuLink } from './MenuLink';

const item = (canonicalUrl: string) => ({
  label: 'Offer',
  title: 'Offer',
  canonicalUrl,
  targetBlank: false,
});

describe('<MenuLink />', () => {
  it('never makes a javascript:, vbscript: or data: URL from the API clickable: the label stays as text', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const { unmount } = render(
        <MemoryRouter>
          <MenuLink item={item(url)} />
        </MemoryRouter>,
      );
      expect(screen.queryByRole('link'), url).toBeNull();
      expect(screen.getByText('Offer').tagName).toBe('SPAN');
      unmount();
    }
  });

  it('still links web URLs and paths', () => {
    render(
      <MemoryRouter>
        <MenuLink item={item('https://example.com/')} />
        <MenuLink item={{ ...item('/c/sofas'), label: 'Sofas' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/c/sofas');
  });

  it('keeps the page language and market on internal paths, and leaves them off in the default language', async () => {
    const pageWith = (root: object) =>
      createMemoryRouter(
        [
          {
            id: 'root',
            path: '/',
            loader: () => root,
            element: <MenuLink item={item('/c/mobler/soffor')} />,
          },
        ],
        {
          hydrationData: { loaderData: { root } },
        },
      );
    const swedish = render(
      <RouterProvider
        router={pageWith({
          shop: { locale: 'sv', market: { alias: 'se' } },
          config: { marketInPath: false },
        })}
      />,
    );
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/sv/c/mobler/soffor');
    swedish.unmount();
    const inMarket = render(
      <RouterProvider
        router={pageWith({
          shop: { locale: 'sv', market: { alias: 'fi' } },
          config: { marketInPath: true },
        })}
      />,
    );
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/fi/sv/c/mobler/soffor');
    inMarket.unmount();
    render(
      <RouterProvider
        router={pageWith({
          shop: { locale: 'en', market: { alias: 'eu' } },
          config: { marketInPath: false },
        })}
      />,
    );
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/c/mobler/soffor');
  });
});
