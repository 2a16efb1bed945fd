import { dataHandler, graphqlErrorHandler } from '@hemma/data/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AccountBalancePage } from './AccountBalancePage/AccountBalancePage';
import { AccountOrdersPage } from './AccountOrdersPage/AccountOrdersPage';
import { demoPassword, ordersInEveryStatus, signedInCookies } from './testing/accountMocks';
import { ResetPasswordPage } from './ResetPasswordPage/ResetPasswordPage';
import { AccountSettingsPage } from './AccountSettingsPage';
import { accountTestServer, renderAccountPart } from './testing/renderAccountPart';

vi.setConfig({ testTimeout: 20_000 });

const server = accountTestServer();
const renderWith = renderAccountPart;

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

describe('<AccountSettingsPage />', () => {
  it("requires every field to be valid before saving: 'This field is required' and 'Please make sure all fields are valid'", async () => {
    signedInCookies();
    const { user } = renderWith(<AccountSettingsPage title="My settings" />);
    await user.click(
      await screen.findByRole('button', { name: 'Save details' }, { timeout: 10_000 }),
    );
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Please make sure all fields are valid');
  });

  it('checks a personal ID and inserts its missing hyphen', async () => {
    signedInCookies();
    const { user } = renderWith(<AccountSettingsPage title="My settings" />);
    const personalId = await screen.findByLabelText(/Personal ID number/, {}, { timeout: 10_000 });
    await user.type(personalId, '198112189875');
    await user.tab();
    expect(personalId).toHaveValue('19811218-9875');
    expect(screen.getByText('You have to enter a valid personal ID number')).toBeInTheDocument();
  });

  it('saves the details', async () => {
    signedInCookies();
    const { user } = renderWith(<AccountSettingsPage title="My settings" />);
    await user.type(await screen.findByLabelText('First name', {}, { timeout: 10_000 }), 'Aino');
    await user.type(screen.getByLabelText('Last name'), 'Virtanen');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Your details are saved.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('a wrong current password logs out, for security (spec section 8)', async () => {
    signedInCookies();
    const { user } = renderWith(<AccountSettingsPage title="My settings" />);
    await user.type(
      await screen.findByLabelText('Current password', {}, { timeout: 10_000 }),
      'not-the-password',
    );
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Repeat new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The current password was wrong. For your security you have been logged out.',
    );
    expect(document.cookie).not.toContain('hemma-auth=');
    expect(screen.getByRole('link', { name: 'Log in again' })).toBeInTheDocument();
  });

  it('changes the password with the right current one', async () => {
    signedInCookies();
    const { user } = renderWith(<AccountSettingsPage title="My settings" />);
    await user.type(
      await screen.findByLabelText('Current password', {}, { timeout: 10_000 }),
      demoPassword,
    );
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Repeat new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is changed.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('asks before deleting the account', async () => {
    signedInCookies();
    const { user } = renderWith(<AccountSettingsPage title="My settings" />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete account' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(
      within(dialog).getByRole('button', { name: 'Yes, delete my account' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no axe violations', async () => {
    signedInCookies();
    const { container } = renderWith(<AccountSettingsPage title="My settings" />);
    await screen.findByRole('button', { name: 'Save details' }, { timeout: 10_000 });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
