import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockDisplay } from './StockDisplay';
import type { Stock } from './stockStatus';
import { storyLabels } from '../LabelsProvider/storyLabels';

const stocks = {
  inStock: { inStock: 24, oversellable: 0, totalStock: 24, static: 0, incoming: null },
  fewLeft: { inStock: 3, oversellable: 0, totalStock: 3, static: 0, incoming: null },
  outOfStock: { inStock: 0, oversellable: 0, totalStock: 0, static: 0, incoming: null },
  oversellable: { inStock: 0, oversellable: 50, totalStock: 50, static: 0, incoming: '2026-12-01' },
  static: { inStock: 0, oversellable: 0, totalStock: 1, static: 1, incoming: null },
} satisfies Record<string, Stock>;

const meta = {
  title: 'UI/StockDisplay',
  component: StockDisplay,
  tags: ['autodocs'],
  args: { stock: stocks.inStock },
  parameters: {
    docs: {
      description: {
        component: `A SKU's availability as a coloured dot and a short text: in stock, few left (under the threshold), out of stock, or available on order. \`stockStatus\` is the pure rule behind it.

**Use** on the product page next to the size picker and in the cart.

**Do** pass translated labels. **Don't** rely on the dot's colour alone — the text says the same.

**Accessibility** The dot is decorative; the text is the information.`,
      },
    },
  },
} satisfies Meta<typeof StockDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(storyLabels(loaded).stock.inStock)).toBeVisible();
  },
};

export const FewLeft: Story = {
  args: { stock: stocks.fewLeft },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByText(storyLabels(loaded).stock.fewLeft(3)),
    ).toBeVisible();
  },
};

export const OutOfStock: Story = { args: { stock: stocks.outOfStock } };

export const Oversellable: Story = { args: { stock: stocks.oversellable } };

export const Static: Story = { args: { stock: stocks.static } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(stocks).map(([name, stock]) => (
        <StockDisplay key={name} stock={stock} />
      ))}
    </div>
  ),
};
