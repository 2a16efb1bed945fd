import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withShell } from '../testing/storyDecorators';
import { CookieConsent } from './ConnectedCookieConsent';
import type { ConsentStore } from './CookieConsent';

/** An in-memory consent store, so a story never depends on (or writes) the browser's cookie. */
function memoryStore(initial?: boolean): ConsentStore {
  let value = initial;
  return { get: () => value, set: (next) => void (value = next) };
}

const meta = {
  title: 'Storefront/Shell/CookieConsent',
  component: CookieConsent,
  decorators: [withShell],
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoChoiceStored: Story = { args: { store: memoryStore() } };

export const Phone: Story = { args: { store: memoryStore() }, globals: { viewport: { value: 'phone' } } };

export const AllowHidesTheBanner: Story = {
  args: { store: memoryStore() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Allow cookies|Tillåt/ }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.store?.get()).toBe(true);
  },
};

export const ChoiceAlreadyStored: Story = { args: { store: memoryStore(true) } };
