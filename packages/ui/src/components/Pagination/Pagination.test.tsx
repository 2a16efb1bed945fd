import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('<Pagination />', () => {
  it("says 'Showing {sum} of {total}' (spec pagination text)", () => {
    render(<Pagination sum={24} total={130} />);
    expect(screen.getByText('Showing 24 of 130')).toBeInTheDocument();
  });

  it('words the text through the formatter for other languages', () => {
    render(
      <Pagination sum={24} total={130} formatText={(sum, total) => `Visar ${sum} av ${total}`} />,
    );
    expect(screen.getByText('Visar 24 av 130')).toBeInTheDocument();
  });

  it('shows progress through the list in a progress bar named by the text', () => {
    render(<Pagination sum={24} total={130} />);
    const bar = screen.getByRole('progressbar', { name: 'Showing 24 of 130' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuemax', '130');
  });

  it('loads more on click while more remain', async () => {
    const onLoadMore = vi.fn();
    render(<Pagination sum={24} total={130} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while the next page is loading', async () => {
    const onLoadMore = vi.fn();
    render(<Pagination sum={24} total={130} onLoadMore={onLoadMore} loading />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('hides the button when everything is shown and never counts past the total', () => {
    render(<Pagination sum={140} total={130} onLoadMore={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 130 of 130')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination sum={24} total={130} onLoadMore={() => {}} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
