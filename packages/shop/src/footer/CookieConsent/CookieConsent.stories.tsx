import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withShell } from '@hemma/shop/testing';
import { CookieConsent } from './ConnectedCookieConsent';
import type { ConsentStore } from './CookieConsent';

/** An in-memory consent store, so a story never depends on (or writes) the browser's cookie. */
function memoryStore(initial?: boolean): ConsentStore {
  let value = initial;
  return { get: () => value, set: (next) => void (value = next) };
}

const meta = {
  title: 'Storefront/Shell/CookieConsent',
  parameters: {
    docs: {
      description: {
        component:
          "The banner at the bottom of any page while no consent choice is stored: a short text, 'Read more about cookies' (to /cookies), Decline and Allow cookies. Allow stores true, Decline false in the consent cookie for 365 days; either hides the banner. It appears after mount, so the server's HTML never depends on the visitor's cookie.\n\n**Use** through the default layout (see *Pages / Front page*, `CookieBanner`).\n\n**Do** give Decline the same weight as Allow. **Don't** block the page behind it.\n\n**Accessibility** A labelled region ('Cookie consent'), not a modal: the page stays usable; both buttons are reachable by keyboard right after the page's content.",
      },
    },
  },
  component: CookieConsent,
  decorators: [withShell],
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoChoiceStored: Story = { args: { store: memoryStore() } };

export const Phone: Story = {
  args: { store: memoryStore() },
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
};

export const AllowHidesTheBanner: Story = {
  args: { store: memoryStore() },
  parameters: {
    canvasNote: 'Empty by design: the play function allows cookies, and the banner goes away.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Allow cookies|Tillåt/ }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.store?.get()).toBe(true);
  },
};

export const ChoiceAlreadyStored: Story = {
  args: { store: memoryStore(true) },
  parameters: {
    canvasNote: 'Empty by design: the visitor has already answered, so no banner shows.',
  },
};
