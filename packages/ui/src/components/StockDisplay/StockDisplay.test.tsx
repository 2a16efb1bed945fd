import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { StockDisplay } from './StockDisplay';
import { fewLeftThreshold, stockStatus, type Stock } from './stockStatus';

const stock = (partial: Partial<Stock>): Stock => ({
  inStock: 0,
  oversellable: 0,
  totalStock: 0,
  static: 0,
  incoming: null,
  ...partial,
});

describe('stockStatus (spec stock statuses)', () => {
  it('is out of stock when nothing is in stock, oversellable or static', () => {
    expect(stockStatus(stock({}))).toBe('outOfStock');
  });

  it('is in stock above the few-left threshold', () => {
    expect(stockStatus(stock({ inStock: 40, totalStock: 40 }))).toBe('inStock');
    expect(
      stockStatus(stock({ inStock: fewLeftThreshold + 1, totalStock: fewLeftThreshold + 1 })),
    ).toBe('inStock');
  });

  it('is few left at or below the threshold', () => {
    expect(stockStatus(stock({ inStock: fewLeftThreshold, totalStock: fewLeftThreshold }))).toBe(
      'fewLeft',
    );
    expect(stockStatus(stock({ inStock: 1, totalStock: 1 }))).toBe('fewLeft');
    expect(stockStatus(stock({ inStock: 8, totalStock: 8 }), 10)).toBe('fewLeft');
  });

  it('is oversellable when none is on the shelf but it can be ordered', () => {
    expect(stockStatus(stock({ oversellable: 100, totalStock: 100 }))).toBe('oversellable');
  });

  it('is static when the stock is kept available by hand', () => {
    expect(stockStatus(stock({ static: 1, totalStock: 1 }))).toBe('static');
  });
});

describe('<StockDisplay />', () => {
  it('says how many are left when few are left', () => {
    render(<StockDisplay stock={stock({ inStock: 3, totalStock: 3 })} />);
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
  });

  it('shows each status in English by default', () => {
    const { rerender } = render(<StockDisplay stock={stock({ inStock: 20, totalStock: 20 })} />);
    expect(screen.getByText('In stock')).toBeInTheDocument();
    rerender(<StockDisplay stock={stock({})} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    rerender(<StockDisplay stock={stock({ oversellable: 5, totalStock: 5 })} />);
    expect(screen.getByText('Available to order, ships later')).toBeInTheDocument();
    rerender(<StockDisplay stock={stock({ static: 1, totalStock: 1 })} />);
    expect(screen.getByText('Available')).toBeInTheDocument();
  });

  it('takes labels in the page language', () => {
    render(
      <StockDisplay
        stock={stock({ inStock: 2, totalStock: 2 })}
        labels={{ fewLeft: (quantity) => `Endast ${quantity} kvar` }}
      />,
    );
    expect(screen.getByText('Endast 2 kvar')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<StockDisplay stock={stock({ inStock: 3, totalStock: 3 })} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
