import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { button } from '../Button/Button.css';
import { link } from '../Link/Link.css';
import { FakeRouter } from '../Link/fixtures/FakeRouter';
import { ButtonLink } from './ButtonLink';

const renderWithRouter = (ui: React.ReactNode) => render(<FakeRouter>{ui}</FakeRouter>);

/** The link recipe's own classes (not the focus ring both recipes share). */
const buttonClasses = button().split(' ');
const linkOnlyClasses = [
  ...link({ variant: 'inline' }).split(' '),
  ...link({ variant: 'plain' }).split(' '),
].filter((name) => !buttonClasses.includes(name));

describe('<ButtonLink />', () => {
  it("goes through the router link with the resolved path, drawn as the button's variant", () => {
    renderWithRouter(
      <ButtonLink href="/kassan" variant="outline" size="l">
        To checkout
      </ButtonLink>,
    );
    const anchor = screen.getByRole('link', { name: 'To checkout' });
    expect(anchor).toHaveAttribute('data-router', 'yes');
    expect(anchor).toHaveAttribute('href', '/se/sv/kassan');
    expect(anchor).toHaveClass(...button({ variant: 'outline', size: 'l' }).split(' '));
  });

  it('carries no link colour that could win over the button text colour', () => {
    renderWithRouter(<ButtonLink href="/soffor">Sofas</ButtonLink>);
    const anchor = screen.getByRole('link', { name: 'Sofas' });
    expect(anchor).toHaveClass(...button({ variant: 'primary' }).split(' '));
    expect(linkOnlyClasses.length).toBeGreaterThan(0);
    for (const name of linkOnlyClasses) expect(anchor).not.toHaveClass(name);
  });

  it('opens an external link in a new tab and says so to screen readers', () => {
    renderWithRouter(<ButtonLink href="https://instagram.com/hemma">Instagram</ButtonLink>);
    const anchor = screen.getByRole('link', { name: /^Instagram ?\(opens in a new tab\)$/ });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor.getAttribute('rel')!.split(' ')).toContain('noopener');
  });

  it('never makes a javascript: URL clickable', () => {
    render(<ButtonLink href="javascript:alert(1)">Offer</ButtonLink>);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Offer').tagName).toBe('SPAN');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithRouter(
      <nav aria-label="Shortcuts">
        <ButtonLink href="/soffor">Sofas</ButtonLink>{' '}
        <ButtonLink href="/bord" variant="secondary">
          Tables
        </ButtonLink>
      </nav>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
