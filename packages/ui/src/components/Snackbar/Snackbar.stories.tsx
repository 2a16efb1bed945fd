import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  SnackbarMessage,
  SnackbarProvider,
  snackbarKinds,
  snackbarPositions,
  useSnackbar,
  type Notification,
} from './Snackbar';

const examples = {
  'Add to cart': { message: 'Lounge chair Oslo was added to your cart', kind: 'positive' },
  'Save address': {
    message: 'We are sorry, but something went wrong, try again and contact customer service',
    kind: 'critical',
  },
  'Copy code': { message: 'The promo code was copied', kind: 'info' },
} satisfies Record<string, Notification>;

function Demo() {
  const { notify } = useSnackbar();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {Object.entries(examples).map(([label, notification]) => (
        <Button key={label} variant="outline" onClick={() => notify(notification)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Snackbar',
  component: SnackbarProvider,
  tags: ['autodocs'],
  args: { position: 'top-right', dismissLabel: 'Dismiss' },
  argTypes: { position: { control: 'select', options: snackbarPositions } },
  render: (args) => (
    <div style={{ minHeight: 280 }}>
      <SnackbarProvider {...args}>
        <Demo />
      </SnackbarProvider>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `The page's notification area: one message at a time, for 5000 ms, with a close button. \`const { notify } = useSnackbar(); notify({ message: 'Added to cart', kind: 'positive' })\`.

**Use** for the outcome of an action that needs no answer: added to cart, review sent, settings saved.

**Do** use the spec's texts. **Don't** put errors the shopper must fix in a snackbar — show them at the field.

**Accessibility** The live region is on the page before any message, so each message is announced politely without stealing focus.`,
      },
    },
  },
} satisfies Meta<typeof SnackbarProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('status');

async function notifyByKeyboard(canvasElement: HTMLElement, label: string) {
  const button = within(canvasElement).getByRole('button', { name: label });
  while (canvasElement.ownerDocument.activeElement !== button) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toBeEmptyDOMElement();
  },
};

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    await notifyByKeyboard(canvasElement, 'Add to cart');
    const status = statusOf(canvasElement);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const message = within(status).getByText(examples['Add to cart'].message);
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Critical: Story = {
  play: async ({ canvasElement }) => {
    await notifyByKeyboard(canvasElement, 'Save address');
    await expect(statusOf(canvasElement)).toHaveTextContent(/something went wrong/);
  },
};

export const ReplacesTheEarlierOne: Story = {
  play: async ({ canvasElement }) => {
    await notifyByKeyboard(canvasElement, 'Add to cart');
    await notifyByKeyboard(canvasElement, 'Copy code');
    const status = statusOf(canvasElement);
    await expect(status).toHaveTextContent('The promo code was copied');
    await expect(status).not.toHaveTextContent(/added to your cart/);
  },
};

export const BottomCenter: Story = {
  args: { position: 'bottom-center' },
  play: async ({ canvasElement }) => {
    await notifyByKeyboard(canvasElement, 'Add to cart');
    await expect(statusOf(canvasElement)).toHaveAttribute('data-position', 'bottom-center');
  },
};

export const TopLeft: Story = {
  args: { position: 'top-left' },
  play: async ({ canvasElement }) => {
    await notifyByKeyboard(canvasElement, 'Copy code');
    await expect(statusOf(canvasElement)).toHaveAttribute('data-position', 'top-left');
  },
};

/** Every kind as drawn, with and without the dismiss button. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {snackbarKinds.map((kind) => (
        <SnackbarMessage
          key={kind}
          kind={kind}
          message={`${kind.charAt(0).toUpperCase()}${kind.slice(1)} notification`}
          onDismiss={() => {}}
        />
      ))}
      <SnackbarMessage kind="positive" message="Without a dismiss button" />
      <SnackbarMessage
        kind="critical"
        message={examples['Save address'].message}
        onDismiss={() => {}}
      />
    </div>
  ),
};
