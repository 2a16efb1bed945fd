import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentProps } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outlineOf } from '../../shell';
import { menuFixtures, ShellTestProviders } from '../../testing';
import { Header } from './Header';

type HeaderProps = ComponentProps<typeof Header>;

function renderHeader(props: Partial<HeaderProps> = {}) {
  const handlers = {
    onLoginClick: vi.fn(),
    onCartClick: vi.fn(),
    onMenuClick: vi.fn(),
    onSearchClick: vi.fn(),
  };
  const header = (changed: Partial<HeaderProps>) => (
    <ShellTestProviders>
      <Header
        logoHref="/"
        menuItems={menuFixtures.mainDesktop}
        menuState="click"
        menuLayout="mega"
        search={<input type="search" aria-label="Search" />}
        favoritesHref="/favorites"
        favoritesCount={2}
        loggedIn={false}
        accountHref="/my-account/orders"
        cart={{ quantity: 3, subtotal: '€1,649' }}
        searchRequested={false}
        scrolled={false}
        hidden={false}
        atTop
        dark={false}
        {...handlers}
        {...changed}
      />
    </ShellTestProviders>
  );
  const view = render(header(props));
  /** The same header drawn again with these props changed. */
  const update = (changed: Partial<HeaderProps>) => view.rerender(header({ ...props, ...changed }));
  return { ...view, ...handlers, update, user: userEvent.setup() };
}

// Radix and user-event interactions are slow on the shared CI machine.
vi.setConfig({ testTimeout: 15_000 });

/** The main menu as drawn now: the Radix menu replaces the first paint's once it has arrived. */
const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

/** Brings the pointer to the main menu and waits for its Radix code to take the first paint's place. */
async function reachMainMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(within(mainMenu()).getAllByRole('button')[0]!);
  await waitFor(() =>
    expect(mainMenu().querySelector('[data-radix-collection-item][id]')).not.toBeNull(),
  );
}

// The Radix menu arrives when the visitor reaches the menu; transformed once here, its import
// resolves within the tests' waits, as the preloaded chunk does in a browser.
beforeAll(async () => {
  await import('./MainMenu');
});

describe('<Header />', () => {
  it('links the logo to the index route', () => {
    renderHeader({ logoHref: '/en' });
    expect(screen.getByRole('link', { name: 'Hemma, to the start page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('opens a top-level item on click and shows its children and grand-children', async () => {
    const { user } = renderHeader();
    await reachMainMenu(user);
    await user.click(within(mainMenu()).getByRole('button', { name: 'Furniture' }));
    expect(
      within(mainMenu()).getByRole('link', { name: 'Sofas and armchairs' }),
    ).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('button', { name: 'Furniture' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(mainMenu()).getByRole('link', { name: '2-seater sofas' })).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'See all in Furniture' })).toHaveAttribute(
      'href',
      '/c/furniture',
    );
  });

  it('draws the same closed menu from the outline the page carries as from the whole menu', () => {
    const outline = outlineOf({
      id: 'main',
      name: 'main',
      title: null,
      menuItems: menuFixtures.mainDesktop,
    });
    // React's ids differ between two renders; everything else must not.
    const closedMenu = () =>
      screen
        .getByRole('navigation', { name: 'Main menu' })
        .innerHTML.replace(/radix-[^"]*?-trigger/g, 'radix-trigger');
    const whole = renderHeader();
    const wholeMenu = closedMenu();
    whole.unmount();
    renderHeader({ menuItems: outline.menuItems });
    expect(closedMenu()).toBe(wholeMenu);
  });

  it('asks for the submenus when the pointer or the focus reaches the main menu', async () => {
    const onSubmenusNeeded = vi.fn();
    const outline = outlineOf({
      id: 'main',
      name: 'main',
      title: null,
      menuItems: menuFixtures.mainDesktop,
    });
    const { user } = renderHeader({ menuItems: outline.menuItems, onSubmenusNeeded });
    const trigger = () => screen.getByRole('button', { name: 'Furniture' });
    expect(onSubmenusNeeded).not.toHaveBeenCalled();
    await user.hover(trigger());
    expect(onSubmenusNeeded).toHaveBeenCalled();
    onSubmenusNeeded.mockClear();
    act(() => trigger().focus());
    expect(onSubmenusNeeded).toHaveBeenCalled();
  });

  it('says the submenu is loading when it opens before its children have arrived, then shows them', async () => {
    const outline = outlineOf({
      id: 'main',
      name: 'main',
      title: null,
      menuItems: menuFixtures.mainDesktop,
    });
    const { user, update } = renderHeader({ menuItems: outline.menuItems });
    await reachMainMenu(user);
    await user.click(within(mainMenu()).getByRole('button', { name: 'Furniture' }));
    const box = within(mainMenu()).getByRole('link', {
      name: 'See all in Furniture',
    }).parentElement;
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(mainMenu()).getByRole('status')).toHaveTextContent('Loading');

    update({ menuItems: menuFixtures.mainDesktop });
    expect(
      within(mainMenu()).getByRole('link', { name: 'Sofas and armchairs' }),
    ).toBeInTheDocument();
    expect(within(mainMenu()).queryByRole('status')).toBeNull();
    expect(box).not.toHaveAttribute('aria-busy');
  });

  it('opens the menu from the keyboard and closes it with Escape', async () => {
    const { user } = renderHeader();
    act(() => within(mainMenu()).getByRole('button', { name: 'Furniture' }).focus());
    // The focus reaching the menu fetched its Radix code, which took the first paint's place.
    await waitFor(() =>
      expect(mainMenu().querySelector('[data-radix-collection-item][id]')).not.toBeNull(),
    );
    const trigger = within(mainMenu()).getByRole('button', { name: 'Furniture' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the account panel on the login frame when logged out', async () => {
    const { user, onLoginClick } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });

  it('links the account button to the account orders route when logged in', () => {
    renderHeader({ loggedIn: true });
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my-account/orders',
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the favorites count on the favorites link', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Favorites, 2 favorites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });

  it('opens the cart panel from the mini cart with its quantity badge and subtotal', async () => {
    const { user, onCartClick } = renderHeader();
    const cart = screen.getByRole('button', {
      name: /^Cart, 3 products in the cart, Subtotal\s*€1,649$/,
    });
    expect(cart).toHaveTextContent('3');
    expect(cart).toHaveTextContent('€1,649');
    await user.click(cart);
    expect(onCartClick).toHaveBeenCalledTimes(1);
  });

  it('has phone toggles for the menu panel and the search', async () => {
    const { user, onMenuClick, onSearchClick } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(onMenuClick).toHaveBeenCalledTimes(1);
    expect(onSearchClick).toHaveBeenCalledTimes(1);
  });

  it('shows the small-screen search only at the top or when opened explicitly', () => {
    const { rerender } = renderHeader({ atTop: false });
    const wrapper = () => screen.getByRole('searchbox').parentElement;
    expect(wrapper()).toHaveAttribute('data-search-shown', 'false');
    rerender(
      <ShellTestProviders>
        <Header
          logoHref="/"
          menuItems={[]}
          menuState="click"
          menuLayout="mega"
          search={<input type="search" aria-label="Search" />}
          favoritesHref="/favorites"
          favoritesCount={0}
          loggedIn={false}
          accountHref="/my-account/orders"
          cart={{ quantity: 0, subtotal: null }}
          onLoginClick={() => {}}
          onCartClick={() => {}}
          onMenuClick={() => {}}
          onSearchClick={() => {}}
          searchRequested
          scrolled
          hidden={false}
          atTop={false}
          dark={false}
        />
      </ShellTestProviders>,
    );
    expect(wrapper()).toHaveAttribute('data-search-shown', 'true');
  });

  it('marks the scrolled and hidden states', () => {
    renderHeader({ scrolled: true, hidden: true });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveAttribute('data-hidden', 'true');
  });

  it('has no axe violations with the mega menu open', async () => {
    const { user, container } = renderHeader({ loggedIn: true });
    await reachMainMenu(user);
    await user.click(screen.getByRole('button', { name: 'Furniture' }));
    await screen.findByRole('link', { name: 'Sofas and armchairs' });
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
