import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeHrefSchema } from './safeHref';
import { WidgetLink } from './WidgetLink';

describe('safeHrefSchema', () => {
  it.each([
    'https://hemma.se/soffor',
    'http://example.com',
    'mailto:kund@hemma.se',
    'tel:+4684000',
    '/sv/soffor',
    '#recept',
    '?sort=new',
  ])('lets %s through', (href) => {
    expect(safeHrefSchema.safeParse(href).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/steal',
    'soffor',
  ])('refuses %s', (href) => {
    expect(safeHrefSchema.safeParse(href).success).toBe(false);
  });
});

describe('<WidgetLink />', () => {
  it('opens an external link in a new tab without giving it the opener, and says so', () => {
    render(<WidgetLink href="https://example.com/designer">The designer</WidgetLink>);
    const link = screen.getByRole('link', { name: /The designer.*opens in a new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps an internal path in the same tab unless the editor asked for a new one', () => {
    const { rerender } = render(<WidgetLink href="/soffor">Sofas</WidgetLink>);
    expect(screen.getByRole('link', { name: 'Sofas' })).not.toHaveAttribute('target');
    rerender(
      <WidgetLink href="/soffor" openInNewTab>
        Sofas
      </WidgetLink>,
    );
    const link = screen.getByRole('link', { name: /Sofas/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
