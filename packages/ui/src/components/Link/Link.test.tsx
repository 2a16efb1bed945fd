import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { FakeRouter, fakeLinkRules } from './fixtures/FakeRouter';
import { isFollowableHref, resolveLink, shouldPrefetch } from './linkRules';

const rules = fakeLinkRules;

const renderWithRouter = (ui: React.ReactNode) => render(<FakeRouter>{ui}</FakeRouter>);

function setConnection(
  connection: { saveData?: boolean; effectiveType?: string } | undefined,
  onLine = true,
) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('resolveLink (the shared link rules)', () => {
  it("treats a link to the shop's own host as an internal path", () => {
    expect(resolveLink('https://www.hemma.se/c/soffor?sort=new#top', rules)).toEqual({
      kind: 'internal',
      path: '/c/soffor?sort=new#top',
    });
    expect(resolveLink('//hemma.se/p/ekeby', rules)).toEqual({
      kind: 'internal',
      path: '/p/ekeby',
    });
  });

  it('treats a link with a scheme to another host as external', () => {
    expect(resolveLink('https://instagram.com/hemma', rules)).toEqual({
      kind: 'external',
      href: 'https://instagram.com/hemma',
    });
    expect(resolveLink('mailto:kund@hemma.se', rules).kind).toBe('external');
  });

  it('resolves a relative path through the path helper', () => {
    expect(resolveLink('/favoriter', rules)).toEqual({
      kind: 'internal',
      path: '/se/sv/favoriter',
    });
    expect(resolveLink('kassan', rules)).toEqual({ kind: 'internal', path: '/se/sv/kassan' });
  });
});

describe('isFollowableHref', () => {
  it('refuses javascript:, vbscript: and data: URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
    ]) {
      expect(isFollowableHref(href), href).toBe(false);
    }
  });

  it('follows web, mail and phone links and paths', () => {
    for (const href of [
      'https://example.com',
      '/c/sofas',
      'sofas',
      '#top',
      'mailto:a@b.se',
      'tel:+46',
    ]) {
      expect(isFollowableHref(href), href).toBe(true);
    }
  });
});

describe('shouldPrefetch', () => {
  it('skips prefetch when offline, on 2g or slow-2g, or with save-data', () => {
    expect(shouldPrefetch({ onLine: false })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('prefetches on a good connection or when nothing is known', () => {
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });
});

describe('<Link />', () => {
  it('renders an internal link through the injected router link with the resolved path', () => {
    renderWithRouter(<Link href="/favoriter">Favorites</Link>);
    const anchor = screen.getByRole('link', { name: 'Favorites' });
    expect(anchor).toHaveAttribute('data-router', 'yes');
    expect(anchor).toHaveAttribute('href', '/se/sv/favoriter');
    expect(anchor).not.toHaveAttribute('target');
  });

  it("routes a link to the shop's own host internally", () => {
    renderWithRouter(<Link href="https://www.hemma.se/c/soffor">Sofas</Link>);
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/c/soffor');
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('data-router', 'yes');
  });

  it('opens an external link in a new tab with rel noopener and says so to screen readers', () => {
    renderWithRouter(<Link href="https://instagram.com/hemma">Instagram</Link>);
    const anchor = screen.getByRole('link', { name: /^Instagram ?\(opens in a new tab\)$/ });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor.getAttribute('rel')!.split(' ')).toContain('noopener');
    expect(anchor).not.toHaveAttribute('data-router');
  });

  it('prefetches internal links on a good connection', () => {
    setConnection({ effectiveType: '4g' });
    renderWithRouter(<Link href="/kassan">Checkout</Link>);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'data-prefetch',
      'intent',
    );
  });

  it.each([
    ['offline', undefined, false],
    ['on 2g', { effectiveType: '2g' }, true],
    ['with save-data', { saveData: true, effectiveType: '4g' }, true],
  ] as const)('does not prefetch %s', (_case, connection, onLine) => {
    setConnection(connection, onLine);
    renderWithRouter(<Link href="/kassan">Checkout</Link>);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('data-prefetch', 'none');
  });

  it('never makes a javascript: or data: URL clickable: its text stays as text', () => {
    render(
      <>
        <Link href="javascript:alert(1)">Offer</Link>
        <Link href="data:text/html,<script>alert(1)</script>">Sale</Link>
      </>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Offer').tagName).toBe('SPAN');
    expect(screen.getByText('Sale')).not.toHaveAttribute('href');
  });

  it('is a plain anchor when no router is provided', () => {
    render(<Link href="/start">Start</Link>);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/start');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithRouter(
      <p>
        Read our <Link href="/cookies">cookie policy</Link> or follow us on{' '}
        <Link href="https://instagram.com/hemma">Instagram</Link>.
      </p>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
