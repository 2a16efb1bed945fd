import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopPath } from '../../providers';
import { ShellTestProviders } from '../../testing';
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
        <ShellTestProviders>
          <MenuLink item={item(url)} />
        </ShellTestProviders>,
      );
      expect(screen.queryByRole('link'), url).toBeNull();
      expect(screen.getByText('Offer').tagName).toBe('SPAN');
      unmount();
    }
  });

  it('still links web URLs and paths', () => {
    render(
      <ShellTestProviders>
        <MenuLink item={item('https://example.com/')} />
        <MenuLink item={{ ...item('/c/sofas'), label: 'Sofas' }} />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/c/sofas');
  });

  it("gives internal paths the page's language and market through the shell's linkOf, and leaves external ones alone", () => {
    render(
      <ShellTestProviders
        settings={{ linkOf: (path) => shopPath(path, { locale: 'sv', market: 'fi' }) }}
      >
        <MenuLink item={item('/c/mobler/soffor')} />
        <MenuLink item={{ ...item('https://example.com/'), label: 'Elsewhere' }} />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute(
      'href',
      '/fi/sv/c/mobler/soffor',
    );
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
  });

  it('links the path as it is where no shell is around (a part drawn on its own)', () => {
    render(<MenuLink item={item('/c/sofas')} />);
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/c/sofas');
  });
});
