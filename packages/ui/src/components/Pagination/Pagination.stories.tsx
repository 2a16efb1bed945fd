import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { sum: 24, total: 130, loading: false, loadMoreLabel: 'Load more', onLoadMore: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 24 of 130')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Load more' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AllShown: Story = {
  args: { sum: 130, total: 130 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Swedish: Story = {
  args: { formatText: (sum, total) => `Visar ${sum} av ${total}`, loadMoreLabel: 'Visa fler' },
};

function Growing() {
  const [sum, setSum] = useState(24);
  return (
    <Pagination
      sum={sum}
      total={60}
      onLoadMore={() => setSum((shown) => Math.min(60, shown + 24))}
    />
  );
}

export const LoadsUntilDone: Story = {
  render: () => <Growing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getByText('Showing 48 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getByText('Showing 60 of 60')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Pagination sum={0} total={0} />
      <Pagination sum={24} total={130} onLoadMore={() => {}} />
      <Pagination sum={96} total={130} onLoadMore={() => {}} loading />
      <Pagination sum={130} total={130} onLoadMore={() => {}} />
    </div>
  ),
};
