import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { NotificationBadge, badgeText } from './NotificationBadge';

describe('<NotificationBadge />', () => {
  it('shows the count and says it in words to screen readers', () => {
    render(
      <button>
        Cart <NotificationBadge count={3} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Cart 3 items' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides itself at 0', () => {
    const { container } = render(<NotificationBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('still renders what it sits on when the count is 0', () => {
    render(
      <NotificationBadge count={0}>
        <button>Favourites</button>
      </NotificationBadge>,
    );
    expect(screen.getByRole('button', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('caps at 99+ but reads the exact count', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    render(<NotificationBadge count={140} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('140 items')).toBeInTheDocument();
  });

  it('takes a translated label', () => {
    render(<NotificationBadge count={1} label={(count) => `${count} vara`} />);
    expect(screen.getByText('1 vara')).toBeInTheDocument();
  });

  it('says nothing itself when what it sits on already names the count (label false)', () => {
    render(
      <button>
        <span>Cart, 3 products</span>
        <NotificationBadge count={3} label={false} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Cart, 3 products' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <NotificationBadge count={12}>
        <button>Cart</button>
      </NotificationBadge>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
