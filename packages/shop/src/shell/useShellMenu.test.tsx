import { ApolloStoryProvider, handlers } from '@hemma/data/mocks';
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShellTestProviders } from '../testing/ShellTestProviders';
import { outlineOf } from './menuOutline';
import type { ShellMenu, ShellSettings } from './ShellContext';
import { useMainMenu, useShellMenu, type ShellMainMenu } from './useShellMenu';

const server = setupServer(...handlers);
const menuRequests: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'POST' ? await request.clone().text() : '';
    if (body.includes('getMenuAtLocation')) menuRequests.push(body);
  });
});
afterEach(() => {
  menuRequests.length = 0;
});
afterAll(() => server.close());

function FooterTitle() {
  const menu = useShellMenu('footerFirst');
  return <p>{menu ? `${menu.title}: ${menu.menuItems?.length ?? 0} links` : 'no menu'}</p>;
}

const sentMenu: ShellMenu = {
  id: 'footer-first-com',
  name: 'footer-first-com',
  title: 'Sent with the page',
  menuItems: [
    {
      id: 'a',
      label: 'About',
      title: null,
      type: 'custom',
      order: 1,
      value: null,
      canonicalUrl: '/about',
      targetBlank: false,
      children: [],
    },
  ],
};

function renderFooterTitle(settings?: Partial<ShellSettings>) {
  return render(
    <ApolloStoryProvider channel="com">
      <ShellTestProviders settings={settings}>
        <FooterTitle />
      </ShellTestProviders>
    </ApolloStoryProvider>,
  );
}

describe('useShellMenu', () => {
  it('takes a menu the root loader sent as it is, and asks the API nothing', async () => {
    renderFooterTitle({ menus: { footerFirst: sentMenu } });
    expect(screen.getByText('Sent with the page: 1 links')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(menuRequests).toEqual([]);
  });

  it('keeps a menu the loader found missing missing, without asking again', async () => {
    renderFooterTitle({ menus: { footerFirst: null } });
    expect(screen.getByText('no menu')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(menuRequests).toEqual([]);
  });

  it('asks the API for a menu the shell was not sent (Storybook, a shell without the root loader)', async () => {
    renderFooterTitle();
    expect(await screen.findByText(/links$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(menuRequests).toHaveLength(1);
    expect(menuRequests[0]).toContain('footer-first-com');
  });
});

const mainMenuOutline = outlineOf({
  id: 'main-desktop-com',
  name: 'main-desktop-com',
  title: 'Main',
  menuItems: [
    {
      ...sentMenu.menuItems![0]!,
      id: 'furniture',
      label: 'Furniture',
      children: [sentMenu.menuItems![0]!],
    },
  ],
});

function MainMenuProbe({ onRender }: { onRender: (menu: ShellMainMenu) => void }) {
  const menu = useMainMenu();
  onRender(menu);
  const [first] = menu.items;
  const children = first && 'children' in first ? (first.children?.length ?? 0) : 'not loaded';
  return <p>{`${menu.items.length} items, submenu: ${children}`}</p>;
}

describe('useMainMenu', () => {
  it('draws the outline the root loader sent and asks the API nothing until the submenus are needed', async () => {
    let menu: ShellMainMenu | undefined;
    render(
      <ApolloStoryProvider channel="com">
        <ShellTestProviders settings={{ menus: { mainDesktop: mainMenuOutline } }}>
          <MainMenuProbe onRender={(current) => (menu = current)} />
        </ShellTestProviders>
      </ApolloStoryProvider>,
    );
    expect(screen.getByText('1 items, submenu: not loaded')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(menuRequests).toEqual([]);

    act(() => menu?.loadSubmenus());
    expect(
      await screen.findByText(/items, submenu: \d+$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(menuRequests).toHaveLength(1);
    expect(menuRequests[0]).toContain('main-desktop-com');
  });
});
