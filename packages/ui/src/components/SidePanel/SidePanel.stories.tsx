import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { SidePanel, sidePanelSides } from './SidePanel';
import { SidePanelProvider, useSidePanel } from './SidePanelContext';

const meta = {
  title: 'UI/SidePanel',
  component: SidePanel.Content,
  tags: ['autodocs'],
  args: { title: 'Your cart', side: 'right', closeLabel: 'Close' },
  argTypes: { side: { control: 'inline-radio', options: sidePanelSides } },
  render: (args) => (
    <SidePanelProvider>
      <SidePanel.Root name="cart">
        <SidePanel.Trigger asChild>
          <Button variant="outline">Open {args.side} panel</Button>
        </SidePanel.Trigger>
        <SidePanel.Content {...args}>
          <p>Lounge chair Oslo, oak and wool, 1 pc.</p>
          <p>Side table Alva, smoked ash, 2 pcs.</p>
        </SidePanel.Content>
      </SidePanel.Root>
    </SidePanelProvider>
  ),
  parameters: {
    docs: {
      description: {
        component: `The sliding panel for the cart, account and phone menu (Radix Dialog). One panel is open at a time by name (\`useSidePanel().open('cart')\`); a panel can hold several frames, like the account panel's login and register.

**Use** for tasks that keep the page behind them: review the cart, log in.

**Do** give each panel a title; keep the primary action in the footer. **Don't** stack panels or open one from another without closing.

**Accessibility** Focus moves in and stays inside; Escape, the close button and a click on the dimmed page close it; focus returns to what opened it; the page behind does not scroll.`,
      },
    },
  },
} satisfies Meta<typeof SidePanel.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement, name: RegExp) {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

export const Closed: Story = {};

export const Right: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openByKeyboard(canvasElement, /open right panel/i);
    await expect(panel).toHaveAccessibleName('Your cart');
    await expect(panel).toHaveAttribute('data-side', 'right');
    await expect(within(panel).getByText(/Lounge chair Oslo/)).toBeVisible();
  },
};

export const Left: Story = {
  args: { title: 'Menu', side: 'left' },
  play: async ({ canvasElement }) => {
    const panel = await openByKeyboard(canvasElement, /open left panel/i);
    await expect(panel).toHaveAccessibleName('Menu');
    await expect(panel).toHaveAttribute('data-side', 'left');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openByKeyboard(canvasElement, /open right panel/i);
    await expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: /open right panel/i }),
    ).toHaveFocus();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <Button fullWidth size="l">
        To checkout
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = await openByKeyboard(canvasElement, /open right panel/i);
    await expect(within(panel).getByRole('button', { name: 'To checkout' })).toBeVisible();
  },
};

function AccountEntry() {
  const { open, frame } = useSidePanel();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="outline" onClick={() => open('account', 'login')}>
        Log in
      </Button>
      <Button variant="outline" onClick={() => open('account', 'register')}>
        Create account
      </Button>
      <span>Frame: {frame || 'none'}</span>
    </div>
  );
}

/** The account panel opened on its login frame, as `?action=login` does. */
export const AccountFrames: Story = {
  args: { title: 'Account', side: 'right' },
  render: (args) => (
    <SidePanelProvider>
      <SidePanel.Root name="account">
        <AccountEntry />
        <SidePanel.Content {...args}>
          <SidePanel.Frame name="login">
            <p>Log in with your email and password.</p>
          </SidePanel.Frame>
          <SidePanel.Frame name="register">
            <p>Create an account to follow your orders.</p>
          </SidePanel.Frame>
        </SidePanel.Content>
      </SidePanel.Root>
    </SidePanelProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await body.findByRole('dialog', { name: 'Account' });
    await expect(within(panel).getByText(/Log in with your email/)).toBeVisible();
    await expect(within(panel).queryByText(/Create an account/)).toBeNull();
  },
};
