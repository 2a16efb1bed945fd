import { handlers, ApolloStoryProvider, graphqlErrorHandler } from '@hemma/data/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { AccountPanel } from './AccountPanel';
import {
  demoEmail,
  demoPassword,
  FreshAccountSession,
  identityServiceHandlers,
  signedInCookies,
  signedOutCookies,
} from '../testing/accountMocks';

vi.setConfig({ testTimeout: 20_000 });

const requests: { action: string; body: Record<string, unknown> | null }[] = [];
const server = setupServer(
  ...identityServiceHandlers({
    onRequest: (action, body) =>
      requests.push({ action, body: body as Record<string, unknown> | null }),
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  signedOutCookies();
});
afterAll(() => server.close());

function renderPanel({ frame = 'login', locale = 'en' as 'en' | 'sv', loggedIn = false } = {}) {
  const onLoggedIn = vi.fn();
  const view = render(
    <ApolloStoryProvider channel={locale === 'sv' ? 'se' : 'com'}>
      <FreshAccountSession>
        <ShellTestProviders
          locale={locale}
          initialPanel="account"
          initialFrame={frame}
          settings={{ loggedIn }}
        >
          <AccountPanel panelName="account" onLoggedIn={onLoggedIn} />
        </ShellTestProviders>
      </FreshAccountSession>
    </ApolloStoryProvider>,
  );
  return {
    ...view,
    onLoggedIn,
    user: userEvent.setup(),
    dialog: () => within(screen.getByRole('dialog')),
  };
}

describe('<AccountPanel /> login frame', () => {
  it('logs in through the sign challenge with the hashed password and sessionLifetime 30, then stores the token', async () => {
    const { user, dialog, onLoggedIn } = renderPanel();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.type(dialog().getByLabelText('Email'), demoEmail);
    await user.type(dialog().getByLabelText('Password'), demoPassword);
    await user.click(dialog().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(requests.map((request) => request.action)).toEqual(['login', 'login']);
    expect(requests[1]?.body).toMatchObject({ username: demoEmail, sessionLifetime: 30 });
    expect(requests[1]?.body?.password).not.toBe(demoPassword);
    expect(document.cookie).toContain('hemma-auth=');
    expect(document.cookie).toContain(`hemma-user=${encodeURIComponent(demoEmail)}`);
  });

  it('remember me leaves sessionLifetime out', async () => {
    const { user, dialog, onLoggedIn } = renderPanel();
    await user.type(dialog().getByLabelText('Email'), demoEmail);
    await user.type(dialog().getByLabelText('Password'), demoPassword);
    await user.click(dialog().getByRole('checkbox', { name: 'Remember me' }));
    await user.click(dialog().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(requests[1]?.body).not.toHaveProperty('sessionLifetime');
  });

  it("says 'Wrong email or password' (spec section 8) and stays logged out", async () => {
    const { user, dialog, onLoggedIn } = renderPanel();
    await user.type(dialog().getByLabelText('Email'), demoEmail);
    await user.type(dialog().getByLabelText('Password'), 'not-the-password');
    await user.click(dialog().getByRole('button', { name: 'Log in' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('hemma-auth=');
  });

  it('shows the generic message when the identity service fails', async () => {
    server.use(...identityServiceHandlers({ failWith: 500 }));
    const { user, dialog } = renderPanel();
    await user.type(dialog().getByLabelText('Email'), demoEmail);
    await user.type(dialog().getByLabelText('Password'), demoPassword);
    await user.click(dialog().getByRole('button', { name: 'Log in' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
  });

  it("validates before calling: 'You have to enter a valid email' and 'You have to enter a password'", async () => {
    const { user, dialog } = renderPanel();
    await user.click(dialog().getByRole('button', { name: 'Log in' }));
    expect(dialog().getByText('You have to enter a valid email')).toBeInTheDocument();
    expect(dialog().getByText('You have to enter a password')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('judges a field on blur and again on every change while it is invalid (spec section 5)', async () => {
    const { user, dialog } = renderPanel();
    const email = dialog().getByLabelText('Email');
    await user.type(email, 'kund@');
    expect(dialog().queryByText('You have to enter a valid email')).toBeNull();
    await user.tab();
    expect(dialog().getByText('You have to enter a valid email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'hemma.se');
    expect(dialog().queryByText('You have to enter a valid email')).toBeNull();
  });

  it('switches to the create account and forgot password frames', async () => {
    const { user, dialog } = renderPanel();
    await user.click(dialog().getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create account' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Log in' }));
    await user.click(dialog().getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('speaks Swedish in the Swedish shop', async () => {
    const { user, dialog } = renderPanel({ locale: 'sv' });
    await user.click(dialog().getByRole('button', { name: 'Logga in' }));
    expect(dialog().getByText('Du måste ange en giltig e-postadress')).toBeInTheDocument();
    expect(dialog().getByText('Du måste ange ett lösenord')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderPanel();
    expect((await axe.run(screen.getByRole('dialog'))).violations).toEqual([]);
  });
});

describe('<AccountPanel /> create account frame', () => {
  it("asks for a password over 6 characters ('password too weak') typed twice ('The passwords does not match')", async () => {
    const { user, dialog } = renderPanel({ frame: 'register' });
    await user.type(dialog().getByLabelText('Email'), 'new@hemma.com');
    await user.type(dialog().getByLabelText('Password'), 'sixsix');
    await user.type(dialog().getByLabelText('Repeat password'), 'sixsi');
    await user.click(dialog().getByRole('button', { name: 'Create account' }));
    expect(dialog().getByText('password too weak')).toBeInTheDocument();
    expect(dialog().getByText('The passwords does not match')).toBeInTheDocument();
    // The repeated password is judged again when the password it repeats changes.
    await user.clear(dialog().getByLabelText('Password'));
    await user.type(dialog().getByLabelText('Password'), 'sixsi');
    expect(dialog().queryByText('The passwords does not match')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('creates the account and logs in', async () => {
    const { user, dialog, onLoggedIn } = renderPanel({ frame: 'register' });
    await user.type(dialog().getByLabelText('Email'), 'new@hemma.com');
    await user.type(dialog().getByLabelText('Password'), 'seven-chars');
    await user.type(dialog().getByLabelText('Repeat password'), 'seven-chars');
    await user.click(dialog().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(requests.map((request) => request.action)).toEqual(['register', 'register']);
  });

  it('says an account already exists with this email (spec section 8)', async () => {
    const { user, dialog, onLoggedIn } = renderPanel({ frame: 'register' });
    await user.type(dialog().getByLabelText('Email'), demoEmail);
    await user.type(dialog().getByLabelText('Password'), 'seven-chars');
    await user.type(dialog().getByLabelText('Repeat password'), 'seven-chars');
    await user.click(dialog().getByRole('button', { name: 'Create account' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});

describe('<AccountPanel /> forgot password frame', () => {
  it('asks the API to mail a reset link and says so', async () => {
    const { user, dialog } = renderPanel({ frame: 'forgot' });
    await user.type(dialog().getByLabelText('Email'), 'kund@hemma.se');
    await user.click(dialog().getByRole('button', { name: 'Send link' }));
    expect(
      await dialog().findByText(
        'If there is an account for kund@hemma.se, a link to choose a new password is on its way.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the generic message when the request fails', async () => {
    server.use(
      graphqlErrorHandler('requestPasswordReset', 'Something broke', 'INTERNAL_SERVER_ERROR'),
    );
    const { user, dialog } = renderPanel({ frame: 'forgot' });
    await user.type(dialog().getByLabelText('Email'), 'kund@hemma.se');
    await user.click(dialog().getByRole('button', { name: 'Send link' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
  });
});

describe('<AccountPanel /> logged in', () => {
  it('offers the orders, balance and settings pages and logging out', () => {
    const { dialog } = renderPanel({ loggedIn: true });
    expect(screen.getByRole('dialog', { name: 'My account' })).toBeInTheDocument();
    expect(dialog().getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my-account/orders',
    );
    expect(dialog().getByRole('link', { name: 'My balance' })).toHaveAttribute(
      'href',
      '/my-account/balance',
    );
    expect(dialog().getByRole('link', { name: 'My settings' })).toHaveAttribute(
      'href',
      '/my-account/settings',
    );
    expect(dialog().getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});

describe('<AccountPanel /> keeps the session', () => {
  it('renews a live session without a word', async () => {
    signedInCookies();
    const onSessionEnded = vi.fn();
    render(
      <ApolloStoryProvider channel="com">
        <FreshAccountSession>
          <ShellTestProviders settings={{ loggedIn: true }}>
            <AccountPanel panelName="account" onSessionEnded={onSessionEnded} />
          </ShellTestProviders>
        </FreshAccountSession>
      </ApolloStoryProvider>,
    );
    await waitFor(() => expect(requests.map((request) => request.action)).toEqual(['login']));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('logs out a visitor whose session has ended (no token means logged out) and lets the page load again', async () => {
    signedInCookies();
    server.use(...identityServiceHandlers({ failWith: 401 }));
    const onSessionEnded = vi.fn();
    render(
      <ApolloStoryProvider channel="com">
        <FreshAccountSession>
          <ShellTestProviders settings={{ loggedIn: true }}>
            <AccountPanel panelName="account" onSessionEnded={onSessionEnded} />
          </ShellTestProviders>
        </FreshAccountSession>
      </ApolloStoryProvider>,
    );
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledOnce());
    expect(document.cookie).not.toContain('hemma-auth=');
  });
});
