import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating, StarRatingInput, roundToHalf, starFills } from './StarRating';

describe('starFills', () => {
  it('draws ratings to the nearest half star', () => {
    expect(roundToHalf(4.3)).toBe(4.5);
    expect(roundToHalf(4.2)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('<StarRating />', () => {
  it("is read as one phrase such as '4.5 out of 5'", () => {
    render(<StarRating value={4.4} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
  });

  it('draws a half star', () => {
    const { container } = render(<StarRating value={2.5} />);
    const fills = [...container.querySelectorAll('[data-fill]')].map((node) =>
      node.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    // A whole or an empty star is one glyph; a half star's fill sits in a box of half its width.
    const half = container.querySelector('[data-fill="half"]');
    expect(half?.querySelectorAll('svg')).toHaveLength(2);
    expect(getComputedStyle(half!.lastElementChild!).width).toBe('50%');
    expect(container.querySelectorAll('svg')).toHaveLength(6);
  });

  it('writes the star path once per row and draws every star from it', () => {
    const { container } = render(
      <>
        <StarRating value={2.5} />
        <StarRating value={4} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('[role="img"]')];
    for (const [row, fillGlyphs] of [
      [first, 3],
      [second, 4],
    ] as const) {
      const paths = row?.querySelectorAll('path') ?? [];
      expect(paths).toHaveLength(1);
      const uses = [...(row?.querySelectorAll('use') ?? [])];
      // Five outlines, and a fill glyph only for stars with some fill (an empty one shows none).
      expect(uses).toHaveLength(5 + fillGlyphs);
      for (const use of uses) expect(use.getAttribute('href')).toBe(`#${paths[0]?.id}`);
    }
    expect(first?.querySelector('path')?.id).not.toBe(second?.querySelector('path')?.id);
  });

  it('shows the review count and takes a translated label', () => {
    render(<StarRating value={4} count={12} label={(value, max) => `${value} av ${max}`} />);
    expect(screen.getByRole('img', { name: '4 av 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
  });
});

function Controlled({ onChange }: { onChange?: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRatingInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('<StarRatingInput />', () => {
  it('is a radio group named by its question, one radio per star', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
  });

  it('picks a rating by click', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('is operable by keyboard with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it("shows the spec's message when no star is chosen", () => {
    render(
      <StarRatingInput
        value={0}
        onChange={() => {}}
        error="Please use stars to rate the product"
      />,
    );
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please use stars to rate the product',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <StarRating value={3.5} count={8} />
        <StarRatingInput
          value={3}
          onChange={() => {}}
          error="Please use stars to rate the product"
        />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
