import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, modalSizes } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal.Content,
  tags: ['autodocs'],
  args: {
    title: 'Remove from cart?',
    description: 'The sofa Bergen, 3-seater, will be removed from your cart.',
    size: 'm',
    closeLabel: 'Close',
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button variant="outline">Open modal</Button>
      </Modal.Trigger>
      <Modal.Content {...args} />
    </Modal.Root>
  ),
  parameters: {
    docs: {
      description: {
        component: `A dialog over the page (Radix Dialog) for content that needs the shopper's full attention: the product gallery's larger view, a size guide, a confirmation before deleting the account.

**Use** with a title; keep the action buttons at the bottom.

**Do** prefer SidePanel for tasks that keep the page in view (cart, login). **Don't** open a modal on page load or stack two.

**Accessibility** Focus moves into the dialog and stays there; Escape and the close button close it and focus returns to the trigger; the page behind is inert.`,
      },
    },
  },
} satisfies Meta<typeof Modal.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('button', { name: 'Open modal' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // The dialog fades in; assert what a user sees once it has.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName(String(args.title));
    await expect(dialog).toHaveAccessibleDescription(String(args.description));
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    footer: (
      <>
        <Modal.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Modal.Close>
        <Modal.Close asChild>
          <Button>Remove</Button>
        </Modal.Close>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of purchase',
    description: undefined,
    size: 'l',
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        Section {index + 1}. You have 30 days right of return from the day you receive your goods,
        and 20 years warranty on frames of sofas and armchairs.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(within(dialog).getByText(/^Section 12\./)).toBeInTheDocument();
  },
};

export const Small: Story = {
  args: { size: 's', title: 'Signed up', description: 'Thanks, you are on the list.' },
  play: async ({ canvasElement }) => {
    await expect(await openByKeyboard(canvasElement)).toHaveAccessibleName('Signed up');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Open modal' })).toHaveFocus();
  },
};
