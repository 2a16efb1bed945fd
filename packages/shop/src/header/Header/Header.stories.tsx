import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FixtureSearch } from '../Search/SearchFixture';
import { menuLabel } from '../../shell';
import { storyChannel, storyMenu, storyText, type StoryChannel, withShell } from '../../testing';
import { Header } from './Header';
import * as styles from './Header.stories.css';

/**
 * The header in the toolbar's channel: the main menu recorded from the commerce API in the
 * channel's language, and the cart's subtotal in its currency (`parameters.channelArgs`).
 */
function inChannel(cart?: { quantity: number; subtotal: number }) {
  return {
    channelArgs: (channel: StoryChannel) => ({
      menuItems: storyMenu(channel, 'mainDesktop').items,
      ...(cart
        ? { cart: { quantity: cart.quantity, subtotal: channel.money(cart.subtotal) } }
        : {}),
    }),
  };
}

const meta = {
  title: 'Storefront/Shell/Header',
  parameters: {
    ...inChannel(),
    docs: {
      description: {
        component:
          "The page header of the default layout: logo (to the start page), the main menu (up to three levels, by click or hover, as a mega menu or a boxed dropdown), search, favorites with their count, the account button and the mini cart with its quantity badge and subtotal. On small screens a menu toggle opens the menu panel and a search toggle opens the search bar. It hides after scrolling down and returns on scrolling up. The app's ConnectedHeader hands it the shell's menus and links, the visitor's cart and the scroll state; its links are paths already localized, drawn through ui's `LinkProvider`.\n\n**Use** once per page, through the layout; see *Pages / Front page* for it in place, logged out and logged in.\n\n**Do** keep top-level menu labels to one or two words. **Don't** put actions other than account and cart in the header.\n\n**Accessibility** A `banner` landmark; the main menu is a labelled navigation whose submenus open by keyboard (Tab between items, Enter, Space or Arrow down opens, Escape closes); icon buttons have names ('Open menu', 'Open search', 'Log in' or 'My orders', 'Cart, 2 products, subtotal'); the favorites link says its count.",
      },
    },
  },
  component: Header,
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
    withShell,
  ],
  args: {
    logoHref: '/',
    menuItems: [],
    menuState: 'click',
    menuLayout: 'mega',
    search: <FixtureSearch />,
    favoritesHref: '/favorites',
    favoritesCount: 0,
    loggedIn: false,
    accountHref: '/my-account/orders',
    onLoginClick: fn(),
    cart: { quantity: 0, subtotal: null },
    onCartClick: fn(),
    onMenuClick: fn(),
    onSearchClick: fn(),
    searchRequested: false,
    scrolled: false,
    hidden: false,
    atTop: true,
    dark: false,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: storyText(globals)('header.login') }),
    );
    await expect(args.onLoginClick).toHaveBeenCalled();
  },
};

export const LoggedInWithCart: Story = {
  args: { loggedIn: true, favoritesCount: 4 },
  parameters: inChannel({ quantity: 3, subtotal: 2372.6 }),
};

export const Scrolled: Story = {
  args: { scrolled: true, atTop: false },
  parameters: inChannel({ quantity: 1, subtotal: 723.6 }),
};

export const Dark: Story = {
  args: { dark: true, loggedIn: true },
  parameters: inChannel({ quantity: 2, subtotal: 1649 }),
};

/** The first top-level item of the channel's main menu, its first group and that group's first link. */
function firstBranch(globals: Record<string, unknown>) {
  const top = storyMenu(storyChannel(globals), 'mainDesktop').items[0];
  const group = top?.children?.[0];
  const link = group?.children?.[0];
  if (!top || !group || !link)
    throw new Error('The recorded main menu has no three levels under its first item');
  return { top: menuLabel(top), group: menuLabel(group), link: menuLabel(link) };
}

const openFirstMenuItem: Story['play'] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const branch = firstBranch(globals);
  canvas.getByRole('button', { name: branch.top }).focus();
  await userEvent.keyboard('{Enter}');
  // The focus brought the Radix menu, which replaces the first paint's button (Enter's target).
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: branch.top })).toHaveAttribute(
      'aria-expanded',
      'true',
    ),
  );
  // The panel fades in; wait for the end of the animation.
  await waitFor(() => expect(canvas.getByRole('link', { name: branch.group })).toBeVisible());
  await waitFor(() => expect(canvas.getByRole('link', { name: branch.link })).toBeVisible());
};

/**
 * Radix NavigationMenu puts a focus proxy (an aria-hidden span with tabIndex 0) after an open
 * trigger so Tab moves into the content; axe flags it (radix-ui/primitives#3085). It never keeps
 * focus: it forwards it to the first link of the open panel.
 */
const radixFocusProxy = {
  a11y: {
    config: {
      rules: [
        {
          id: 'aria-hidden-focus',
          enabled: false,
          reason:
            'Radix NavigationMenu focus proxy of an open item forwards focus into the panel (radix-ui/primitives#3085)',
        },
      ],
    },
  },
};

export const MegaMenuOpen: Story = {
  parameters: radixFocusProxy,
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
  play: openFirstMenuItem,
};

export const BoxedMenuOpen: Story = {
  parameters: radixFocusProxy,
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
  args: { menuLayout: 'boxed' },
  play: openFirstMenuItem,
};

export const HoverMenu: Story = {
  parameters: radixFocusProxy,
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
  args: { menuState: 'hover' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const second = storyMenu(storyChannel(globals), 'mainDesktop').items[1];
    if (!second) throw new Error('The recorded main menu has fewer than two items');
    await userEvent.hover(canvas.getByRole('button', { name: menuLabel(second) }));
    const seeAll = storyText(globals)('header.seeAllIn', { name: menuLabel(second) });
    await waitFor(() => expect(canvas.getByRole('link', { name: seeAll })).toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  args: { favoritesCount: 1 },
  parameters: inChannel({ quantity: 2, subtotal: 1649 }),
};

export const PhoneScrolledSearchHidden: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  args: { scrolled: true, atTop: false },
};

export const PhoneSearchOpenedExplicitly: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  args: { scrolled: true, atTop: false, searchRequested: true },
};
