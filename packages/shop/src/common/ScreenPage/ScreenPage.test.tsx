import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ScreenPage } from './ScreenPage';

describe('<ScreenPage />', () => {
  it('names its region by its one heading and shows the lead and content', () => {
    render(
      <ScreenPage title="Favorites" lead="Saved products">
        <p>Content</p>
      </ScreenPage>,
    );
    expect(screen.getByRole('article', { name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByText('Saved products')).toBeInTheDocument();
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('leaves out the lead when there is none', () => {
    const { container } = render(<ScreenPage title="Checkout" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ScreenPage title="Favorites" lead="Saved products" />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
