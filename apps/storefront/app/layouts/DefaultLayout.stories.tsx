import { withApolloStory } from '@hemma/data/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsentStore } from '@hemma/shop';
import {
  type ShellStoryParameters,
  ShellTestProviders,
  channelShellSettings,
  storyChannel,
  storyText,
} from '@hemma/shop/testing';
import { recordedCartIds } from '../stories/PageStoryFrame';
import { rememberCartId, resetCartStore } from '@hemma/data';
import { DefaultLayout } from './DefaultLayout';
import * as styles from './layouts.stories.css';

type LayoutStoryParameters = ShellStoryParameters & { withCart?: boolean };

/**
 * The shell in the toolbar's channel (language, market names, free-shipping amount: see
 * channelShellSettings) and the dark header of the English shop, as buildShellSettings draws it.
 * The data comes from MSW answering with the recorded fixtures of @hemma/data/mocks.
 */
const withChannelShell: Decorator = (Story, context) => {
  const { language } = storyChannel(context.globals);
  const shell = (context.parameters.shell ?? {}) as LayoutStoryParameters;
  return (
    <ShellTestProviders
      locale={language}
      settings={{
        ...channelShellSettings(context.globals),
        darkHeader: language === 'en',
        ...shell.settings,
      }}
    >
      <Story />
    </ShellTestProviders>
  );
};

/**
 * The cart button's name in the channel's language with any number of products in it (the
 * recorded cart's size is the fixture's business): both plural forms of the app's own text.
 */
function filledCartButton(globals: Record<string, unknown>): RegExp {
  const t = storyText(globals);
  const forms = [1, 2].map((count) =>
    t('header.cartCount', { count })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(String(count), '[1-9]\\d*'),
  );
  return new RegExp(forms.join('|'));
}

function memoryConsent(value?: boolean): ConsentStore {
  let stored = value;
  return { get: () => stored, set: (next) => void (stored = next) };
}

const meta = {
  title: 'Storefront/Layouts/DefaultLayout',
  component: DefaultLayout,
  decorators: [withChannelShell, withApolloStory],
  // The channel's recorded cart, when the story asks for one, is the cart store's as in the app.
  beforeEach: ({ globals, parameters }) => {
    const shell = (parameters.shell ?? {}) as LayoutStoryParameters;
    if (shell.withCart) {
      rememberCartId(recordedCartIds[storyChannel(globals).channel.key === 'se' ? 'se' : 'com']);
    }
    return resetCartStore;
  },
  args: {
    consentStore: memoryConsent(true),
    children: (
      <div className={styles.page}>
        <h1>Hemma</h1>
        <p>Page content</p>
      </div>
    ),
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop shell with its main menu (the Phone stories show the phone's). */
export const LoggedOut: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('navigation', { name: storyText(globals)('header.mainMenu') }),
    ).toBeInTheDocument();
  },
};

/**
 * The states below capture the part they change (parameters.visual.capture); LoggedOut and Phone
 * capture the whole layout.
 */
const panelOnly = { capture: '[role="dialog"]' };

export const LoggedInWithCart: Story = {
  parameters: {
    shell: { withCart: true, settings: { loggedIn: true, favoritesCount: 3 } },
    visual: { capture: 'header' },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: filledCartButton(globals) })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
  },
};

export const CartPanelOpen: Story = {
  parameters: { shell: { withCart: true }, visual: panelOnly },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const cart = await waitFor(
      () => canvas.getByRole('button', { name: filledCartButton(globals) }),
      { timeout: 5000 },
    );
    await userEvent.click(cart);
    const body = within(canvasElement.ownerDocument.body);
    // The panels load on demand after the first paint (DeferredShellPanels): allow for a first, slow chunk (it took over 1 s in loaded CI runs).
    const panel = await body.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(panel).toBeVisible();
    // The panel's lines come from the cart query, answered after it opens.
    await expect(
      await within(panel).findByRole(
        'link',
        { name: storyText(globals)('shop.cart.toCheckout') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const AccountPanelLoginFrame: Story = {
  args: { initialPanel: 'account', initialFrame: 'login' },
  parameters: { visual: panelOnly },
  // The side panels load after the first paint (DeferredShellPanels): wait for the panel before the snapshot.
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const CookieBanner: Story = {
  args: { consentStore: memoryConsent() },
  parameters: { visual: { capture: '[data-testid="cookie-consent"]' } },
};

/** The spinner shows after 1 s of loading; the play function waits for it so the snapshot is stable. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('loading-overlay', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  parameters: { shell: { withCart: true } },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  parameters: {
    visual: {
      maxDiffPixels: 32,
      reason:
        'The bottom edges of the customer-type pills in the open menu panel anti-alias one step differently depending on the stories drawn before in the same page (10-24 px seen, the same layout to the pixel); a colour change moves thousands',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals)('header.openMenu') }),
    );
    const body = within(canvasElement.ownerDocument.body);
    // The panels load on demand after the first paint (DeferredShellPanels): allow for a first, slow chunk (it took over 1 s in loaded CI runs).
    const panel = await body.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(panel).toBeVisible();
    // The main-mobile menu is asked of the API as the panel opens.
    const menu = within(panel).getByRole('navigation', {
      name: storyText(globals)('header.mainMenu'),
    });
    await within(menu).findAllByRole('listitem', {}, { timeout: 10_000 });
  },
};
