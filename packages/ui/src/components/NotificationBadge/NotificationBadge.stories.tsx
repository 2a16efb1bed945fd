import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationBadge, notificationBadgeTones } from './NotificationBadge';

function BagGlyph() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 8h14l-1 12H6L5 8z M9 8V6a3 3 0 016 0v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

const meta = {
  title: 'UI/NotificationBadge',
  component: NotificationBadge,
  tags: ['autodocs'],
  args: { count: 3, tone: 'accent' },
  argTypes: { tone: { control: 'inline-radio', options: notificationBadgeTones } },
  render: (args) => (
    <NotificationBadge {...args}>
      <Button variant="ghost" iconOnly aria-label="Cart">
        <BagGlyph />
      </Button>
    </NotificationBadge>
  ),
  parameters: {
    docs: {
      description: {
        component: `A small count on the mini cart and the favorites link; hidden at 0, '99+' above 99.

**Use** on an icon link or button whose name already says what is counted.

**Do** keep the count in step with the data (the cart's quantity). **Don't** use it for text or status.

**Accessibility** The digits are hidden from screen readers; a visually hidden text reads the count in words (\`label\`, e.g. '3 items').`,
      },
    },
  },
} satisfies Meta<typeof NotificationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAnIcon: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

/** On an icon link whose name already says the count: the badge adds no words (`label={false}`). */
export const CountInTheHostsName: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason: 'It draws the same picture as OnAnIcon; only what screen readers hear differs.',
    },
  },
  render: (args) => (
    <NotificationBadge {...args} label={false}>
      <Button variant="ghost" iconOnly aria-label={`Cart, ${args.count} products`}>
        <BagGlyph />
      </Button>
    </NotificationBadge>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: `Cart, ${args.count} products` }),
    ).toBeVisible();
    await expect(canvas.queryByText(`${args.count} items`)).toBeNull();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0')).toBeNull();
  },
};

export const Capped: Story = {
  args: { count: 128 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Critical: Story = { args: { tone: 'critical', count: 1 } };

export const Inline: Story = {
  render: (args) => (
    <span>
      Favourites <NotificationBadge {...args} />
    </span>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', flexWrap: 'wrap' }}>
      {notificationBadgeTones.flatMap((tone) =>
        [0, 1, 9, 42, 99, 100].map((count) => (
          <NotificationBadge key={`${tone}-${count}`} tone={tone} count={count}>
            <BagGlyph />
          </NotificationBadge>
        )),
      )}
    </div>
  ),
};
