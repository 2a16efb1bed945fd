import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { storyLabels } from '../LabelsProvider/storyLabels';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { sum: 24, total: 130, loading: false, onLoadMore: fn() },
  parameters: {
    docs: {
      description: {
        component: `How far through a product list the shopper is — the spec's 'Showing {sum} of {total}' with a progress line — and a button that loads the next page. The page number lives in the URL, so a reload or a shared link keeps it.

**Use** under product lists instead of numbered pages.

**Do** keep the shopper's scroll position when more products arrive. **Don't** auto-load on scroll without the button: the footer must stay reachable.

**Accessibility** The button states what it loads; while loading it is busy, and new products are announced by the list's count.`,
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyLabels(loaded).showing(24, 130))).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyLabels(loaded).loadMore }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const AllShown: Story = {
  args: { sum: 130, total: 130 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
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
  play: async ({ canvasElement, loaded }) => {
    const labels = storyLabels(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.loadMore }));
    await expect(canvas.getByText(labels.showing(48, 60))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.loadMore }));
    await expect(canvas.getByText(labels.showing(60, 60))).toBeVisible();
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
