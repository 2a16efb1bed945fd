import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, type BreadcrumbLinkProps } from './Breadcrumbs';

const trail = [
  { label: 'Start', href: '/se/sv' },
  { label: 'Furniture', href: '/se/sv/furniture' },
  { label: 'Sofas', href: '/se/sv/furniture/sofas' },
  { label: 'Sofa Bergen' },
];

describe('<Breadcrumbs />', () => {
  it('is a named navigation landmark with an ordered list of crumbs', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links every crumb but the last, which is the current page', () => {
    render(<Breadcrumbs items={trail} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/se/sv',
      '/se/sv/furniture',
      '/se/sv/furniture/sofas',
    ]);
    const current = screen.getByText('Sofa Bergen');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('renders links through the injected router link', () => {
    const RouterLink = ({ href, className, children }: BreadcrumbLinkProps) => (
      <a href={href} className={className} data-router="true">
        {children}
      </a>
    );
    render(<Breadcrumbs items={trail} linkAs={RouterLink} label="Du är här" />);
    expect(screen.getByRole('navigation', { name: 'Du är här' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Furniture' })).toHaveAttribute('data-router', 'true');
  });

  it('shows a crumb whose address is a javascript: URL as text, not as a link', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: 'javascript:alert(1)' },
          { label: 'Sofas', href: '/c/sofas' },
          { label: 'Tove' },
        ]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/c/sofas');
  });

  it('renders nothing for an empty trail', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
