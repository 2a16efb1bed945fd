import { dataHandler, graphqlErrorHandler, handlers, ApolloStoryProvider } from '@hemma/data/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../testing';
import { AccountBalancePage } from './AccountBalancePage/AccountBalancePage';
import { AccountOrdersPage } from './AccountOrdersPage/AccountOrdersPage';
import {
  FreshAccountSession,
  identityServiceHandlers,
  ordersInEveryStatus,
  signedInCookies,
  signedOutCookies,
} from './testing/accountMocks';
import { ResetPasswordPage } from './ResetPasswordPage/ResetPasswordPage';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(...identityServiceHandlers(), ...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signedOutCookies();
});
afterAll(() => server.close());

function renderWith(children: ReactNode, { locale = 'en' as 'en' | 'sv', path = '/' } = {}) {
  return {
    user: userEvent.setup(),
    ...render(
      <ApolloStoryProvider channel={locale === 'sv' ? 'se' : 'com'}>
        <FreshAccountSession>
          <ShellTestProviders locale={locale} path={path} settings={{ loggedIn: true }}>
            {children}
          </ShellTestProviders>
        </FreshAccountSession>
      </ApolloStoryProvider>,
    ),
  };
}

describe('<AccountOrdersPage />', () => {
  it('lists each order with its number, total and status: received, processing, completed, cancelled (spec section 3)', async () => {
    signedInCookies();
    server.use(dataHandler('getOrders', ordersInEveryStatus()));
    renderWith(<AccountOrdersPage title="My orders" />);
    const orders = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(
      orders.map((order) => within(order).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Order 1040', 'Order 1039', 'Order 1038', 'Order 1037']);
    expect(
      orders.map(
        (order) =>
          within(order).getByText(/^(Received|Processing|Completed|Cancelled)$/).textContent,
      ),
    ).toEqual(['Received', 'Processing', 'Completed', 'Cancelled']);
    expect(within(orders[0]!).getByText('€1,302.48')).toBeInTheDocument();
  });

  it('names the statuses in Swedish in the Swedish shop', async () => {
    signedInCookies('kund@hemma.se');
    server.use(dataHandler('getOrders', ordersInEveryStatus()));
    renderWith(<AccountOrdersPage title="Mina ordrar" />, { locale: 'sv' });
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    for (const status of ['Mottagen', 'Behandlas', 'Slutförd', 'Avbruten'])
      expect(screen.getByText(status)).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    signedInCookies();
    server.use(dataHandler('getOrders', { getOrders: [] }));
    renderWith(<AccountOrdersPage title="My orders" />);
    expect(
      await screen.findByText('You have no orders yet.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows the generic message when the orders cannot be loaded (spec section 8)', async () => {
    signedInCookies();
    server.use(graphqlErrorHandler('getOrders', 'Database down', 'INTERNAL_SERVER_ERROR'));
    renderWith(<AccountOrdersPage title="My orders" />);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
  });

  it('offers to log in again when the session has ended', async () => {
    renderWith(<AccountOrdersPage title="My orders" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are logged out.');
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute(
      'href',
      '/?action=login',
    );
  });

  it('has no axe violations', async () => {
    signedInCookies();
    server.use(dataHandler('getOrders', ordersInEveryStatus()));
    const { container } = renderWith(<AccountOrdersPage title="My orders" />);
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('<AccountBalancePage />', () => {
  it('shows the balance per currency', async () => {
    signedInCookies();
    renderWith(<AccountBalancePage title="My balance" />);
    expect(await screen.findByText('Balance in EUR', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('€0')).toBeInTheDocument();
  });
});

describe('<ResetPasswordPage />', () => {
  it('saves the new password and leads to the login', async () => {
    server.use(dataHandler('commitReset', { commitReset: true }));
    const { user } = renderWith(<ResetPasswordPage title="Reset password" resetKey="key-1" />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Repeat new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your new password is saved. You can now log in with it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?action=login');
  });

  it('says the link has expired and offers a new one (spec section 8)', async () => {
    server.use(
      graphqlErrorHandler(
        'commitReset',
        'The password reset link has expired, request a new one',
        'RESET_KEY_EXPIRED',
      ),
    );
    const { user } = renderWith(<ResetPasswordPage title="Reset password" resetKey="old-key" />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Repeat new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link to reset your password has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('asks for a strong password typed twice before calling', async () => {
    const { user } = renderWith(<ResetPasswordPage title="Reset password" resetKey="key-1" />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('password too weak')).toBeInTheDocument();
    expect(screen.getByText('The passwords does not match')).toBeInTheDocument();
  });

  it('explains a link without its key', () => {
    renderWith(<ResetPasswordPage title="Reset password" resetKey={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Request a new link to reset your password.',
    );
  });
});
