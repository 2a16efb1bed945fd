import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  QuantityStepper,
  quantityStepperSizes,
  type QuantityStepperProps,
} from './QuantityStepper';
import { storyLabels } from '../LabelsProvider/storyLabels';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, min: 1, size: 'm', disabled: false, onChange: () => {} },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component: `Picks a quantity with minus and plus buttons or by typing, kept between the minimum and the stock.

**Use** on cart lines and the product page; pass the stock so the plus stops at what can be delivered.

**Do** show the spec's 'Only {stock} left' message beside it when the limit is reached. **Don't** allow 0 — removing a line is its own button.

**Accessibility** A labelled number input between two labelled buttons; the buttons disable at the limits and the value is announced.`,
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyLabels(loaded).decreaseQuantity }),
    ).toBeDisabled();
  },
};

export const InBetween: Story = {
  args: { value: 3, max: 8 },
  play: async ({ canvasElement, loaded }) => {
    const { quantity } = storyLabels(loaded);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: quantity })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('spinbutton', { name: quantity })).toHaveValue('5');
  },
};

export const AtStockLimit: Story = {
  args: { value: 3, max: 3 },
  // The app passes the spec's message in its language; the story takes the channel's stock words.
  render: (args, { loaded }) => (
    <Stateful {...args} maxReachedText={storyLabels(loaded).stock.fewLeft(3)} />
  ),
  play: async ({ canvasElement, loaded }) => {
    const labels = storyLabels(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.increaseQuantity })).toBeDisabled();
    await expect(canvas.getByText(labels.stock.fewLeft(3))).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: 2, disabled: true } };

export const Small: Story = { args: { value: 2, size: 's' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {quantityStepperSizes.map((size) => (
        <div
          key={size}
          style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <QuantityStepper
            size={size}
            value={1}
            onChange={() => {}}
            label={`Quantity ${size} minimum`}
          />
          <QuantityStepper
            size={size}
            value={4}
            max={9}
            onChange={() => {}}
            label={`Quantity ${size} between`}
          />
          <QuantityStepper
            size={size}
            value={3}
            max={3}
            maxReachedText="Only 3 left"
            onChange={() => {}}
            label={`Quantity ${size} at stock`}
          />
          <QuantityStepper
            size={size}
            value={2}
            disabled
            onChange={() => {}}
            label={`Quantity ${size} disabled`}
          />
        </div>
      ))}
    </div>
  ),
};
