import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'm' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: {
    docs: {
      description: {
        component: `A turning ring for waits the shopper started: the overlay after 1 s of route loading, a button's loading state.

**Use** with a label saying what is loading.

**Do** prefer skeletons where the content's shape is known. **Don't** show a spinner for under a second.

**Accessibility** With a \`label\` it is a \`role="status"\` region that says it; without one it is decoration; it stops turning under reduced motion.`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration inside a control that already says it is busy. */
export const Default: Story = {};

/** On its own, the spinner announces what is loading. */
export const WithLabel: Story = {
  args: { size: 'l', label: 'Loading products' },
  play: async ({ canvasElement }) => {
    const [status] = within(canvasElement).getAllByRole('status');
    await expect(status).toHaveTextContent('Loading products');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.l, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
      <span style={{ color: vars.surface.accent }}>
        <Spinner size="l" label="Loading" />
      </span>
    </div>
  ),
};
