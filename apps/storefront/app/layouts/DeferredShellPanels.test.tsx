import { handlers, ApolloStoryProvider } from '@hemma/data/mocks';
import { useSidePanel } from '@hemma/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '@hemma/shop/testing';
import { browserCartCookie } from '@hemma/data';
import { rememberCartId } from '@hemma/data';
import { DeferredShellPanels } from './DeferredShellPanels';

vi.setConfig({ testTimeout: 30_000 });

/** The first dynamic import transforms the panels' whole module graph under Vitest: slow on a loaded machine. */
const chunkLoad = { timeout: 15_000 };

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  browserCartCookie().clear();
});
afterAll(() => server.close());

function OpenCart() {
  const panels = useSidePanel();
  return (
    <>
      <button type="button" onClick={() => panels.open('cart')}>
        Open the cart
      </button>
      <button type="button" onClick={() => panels.open('menu')}>
        Open the menu
      </button>
    </>
  );
}

function renderPanels(initialPanel?: string) {
  return render(
    <ApolloStoryProvider channel="com">
      <ShellTestProviders initialPanel={initialPanel}>
        <OpenCart />
        <DeferredShellPanels />
      </ShellTestProviders>
    </ApolloStoryProvider>,
  );
}

describe('<DeferredShellPanels />', () => {
  it('draws nothing at first, so the server HTML and the first client render need none of the panel code', () => {
    const { container } = renderPanels();
    expect(container.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the panel set when a panel is asked for before the browser was idle', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      renderPanels();
      await userEvent.click(screen.getByRole('button', { name: 'Open the cart' }));
      expect(await screen.findByRole('dialog', { name: 'Cart' }, chunkLoad)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens a panel the URL asked for (?action=login) at once', async () => {
    renderPanels('account');
    expect(await screen.findByRole('dialog', { name: 'Log in' }, chunkLoad)).toBeInTheDocument();
  });

  it('mounts the closed panels once the browser is idle; the menu panel asks for the phone menu only when it opens', async () => {
    // A visitor with a cart: the panels' always-on work (the cart kept current) is needed soon.
    rememberCartId('cart-of-this-browser');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const menuRequests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      void request
        .clone()
        .text()
        .then((body) => {
          if (body.includes('main-mobile')) menuRequests.push(body);
        });
    };
    server.events.on('request:start', onRequest);
    try {
      renderPanels();
      expect(idle).toBeDefined();
      await act(async () => idle?.());
      // The panel set's chunk is in: the closed panels are mounted and ask for nothing.
      await act(async () => {
        await import('./ShellPanelSet');
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(menuRequests).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
      expect(await screen.findByRole('dialog', { name: 'Main menu' }, chunkLoad)).toBeVisible();
      await waitFor(() => expect(menuRequests.length).toBeGreaterThan(0), chunkLoad);
    } finally {
      server.events.removeListener('request:start', onRequest);
      vi.unstubAllGlobals();
    }
  });

  it('keeps a visitor without cart or session free of the panel code until they first use the page', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      renderPanels();
      // Only looking at the page: nothing waits for the browser to be idle.
      expect(idle).toHaveLength(0);
      await act(async () => {
        window.dispatchEvent(new Event('pointerover'));
      });
      expect(idle).toHaveLength(1);
      await act(async () => idle[0]?.());
      await act(async () => {
        await import('./ShellPanelSet');
      });
      // Mounted and closed: the cart opens from the panel set that is already there.
      await userEvent.click(screen.getByRole('button', { name: 'Open the cart' }));
      expect(await screen.findByRole('dialog', { name: 'Cart' }, chunkLoad)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits for the idle browser as soon as a cart appears, also one made in another tab', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const view = renderPanels();
    try {
      expect(idle).toHaveLength(0);
      await act(async () => rememberCartId('cart-from-another-tab'));
      expect(idle).toHaveLength(1);
    } finally {
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
