import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, popoverSides } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover.Content,
  tags: ['autodocs'],
  args: { side: 'bottom', arrow: true, 'aria-label': 'Delivery' },
  argTypes: { side: { control: 'inline-radio', options: popoverSides } },
  render: (args) => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="outline">Delivery info</Button>
        </Popover.Trigger>
        <Popover.Content {...args}>
          <strong>Free shipping over 89 EUR</strong>
          <p style={{ margin: 0 }}>Delivered in 2–4 working days. 30 days right of return.</p>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `Floating content next to its trigger (Radix Popover), flipped to stay on screen, in the channel theme of where it was opened.

**Use** for small, non-blocking content: the market picker, a size guide hint.

**Do** keep it short and dismissable. **Don't** put a form that must be completed in a popover — use Modal or SidePanel.

**Accessibility** Opens from a button with \`aria-expanded\`; Escape and outside clicks close it and focus returns to the trigger.`,
      },
    },
  },
} satisfies Meta<typeof Popover.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('button', { name: 'Delivery info' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Delivery',
  });
  await waitFor(() => expect(popover).toBeVisible());
  return popover;
}

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openByKeyboard(canvasElement);
    await expect(within(popover).getByText('Free shipping over 89 EUR')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delivery info' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Top: Story = {
  args: { side: 'top' },
  play: async ({ canvasElement }) => {
    await expect(await openByKeyboard(canvasElement)).toHaveAttribute('data-side', 'top');
  },
};

export const WithCloseButton: Story = {
  args: { closeLabel: 'Close', arrow: false },
  play: async ({ canvasElement }) => {
    const popover = await openByKeyboard(canvasElement);
    await userEvent.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delivery info' }),
    ).toHaveFocus();
  },
};

/** Every side at once, held open, for the visual test. */
/** Every side and arrow at desktop width (on a phone a side without room flips, as Radix places it). */
export const AllVariants: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 1fr)',
        gap: 160,
        padding: '140px 120px',
        placeItems: 'center',
      }}
    >
      {popoverSides.map((side) => (
        <Popover.Root key={side} open>
          <Popover.Trigger asChild>
            <Button variant="outline">{side}</Button>
          </Popover.Trigger>
          <Popover.Content
            {...args}
            side={side}
            aria-label={`Popover on the ${side}`}
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            Free shipping over 89 EUR
          </Popover.Content>
        </Popover.Root>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const side of popoverSides) {
      await expect(
        await body.findByRole('dialog', { name: `Popover on the ${side}` }),
      ).toHaveAttribute('data-side', side);
    }
  },
};
