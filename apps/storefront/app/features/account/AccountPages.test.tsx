import { handlers, ApolloStoryProvider } from '@hemma/data/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ShellTestProviders,
  demoPassword,
  FreshAccountSession,
  identityServiceHandlers,
  signedInCookies,
  signedOutCookies,
} from '@hemma/shop/testing';
import { AccountSettingsPage } from '@hemma/shop/account';
import { LoginTokenExchange, withoutLoginToken } from './LoginTokenExchange';

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

describe('<LoginTokenExchange /> (impersonation)', () => {
  it("asks first, trades nothing until the visitor confirms; confirmed, says 'You are being logged in as user..', trades the token and drops it from the address", async () => {
    const onDone = vi.fn();
    const requests: string[] = [];
    server.use(...identityServiceHandlers({ onRequest: (action) => requests.push(action) }));
    const { user } = renderWith(<LoginTokenExchange onDone={onDone} />, {
      path: '/my-account/orders?loginToken=admin-issued&tab=1',
    });
    const question = screen.getByRole('group', {
      name: "This link signs you in to someone else's customer account. Continue only if you work in customer service and asked for this link.",
    });
    expect(requests).toEqual([]);
    expect(document.cookie).not.toContain('hemma-auth=');
    await user.click(within(question).getByRole('button', { name: 'Sign in to that account' }));
    expect(screen.getByText('You are being logged in as user..')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('/my-account/orders?tab=1'));
    expect(document.cookie).toContain('hemma-auth=');
    expect(document.cookie).toContain('hemma-user=customer%40hemma.com');
  });

  it('declined, loads the page without the token and trades nothing (Swedish)', async () => {
    const onDone = vi.fn();
    const requests: string[] = [];
    server.use(...identityServiceHandlers({ onRequest: (action) => requests.push(action) }));
    const { user } = renderWith(<LoginTokenExchange onDone={onDone} />, {
      locale: 'sv',
      path: '/sv/mitt-konto/ordrar?loginToken=admin-issued',
    });
    expect(
      screen.getByText(
        'Länken loggar in dig på någon annans kundkonto. Fortsätt bara om du arbetar i kundtjänst och har bett om länken.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in på kontot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logga inte in' }));
    expect(onDone).toHaveBeenCalledWith('/sv/mitt-konto/ordrar');
    expect(requests).toEqual([]);
    expect(document.cookie).not.toContain('hemma-auth=');
  });

  it("says it failed when the API refuses the token (a customer's own access token is no login token)", async () => {
    const onDone = vi.fn();
    const { user } = renderWith(<LoginTokenExchange onDone={onDone} />, {
      path: '/my-account/orders?loginToken=customer-access-token',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in to that account' }));
    expect(
      await screen.findByText(
        'We are sorry, but something went wrong, try again and contact customer service',
      ),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('hemma-auth=');
  });

  it('renders nothing without a loginToken', () => {
    const { container } = renderWith(<LoginTokenExchange onDone={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps other parameters when it drops the token', () => {
    expect(withoutLoginToken('/a', '?loginToken=x&b=2', '#c')).toBe('/a?b=2#c');
    expect(withoutLoginToken('/a', '?loginToken=x')).toBe('/a');
  });
});
