import { ApolloStoryProvider, handlers } from '@hemma/data/mocks';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ShellTestProviders } from '../../testing/ShellTestProviders';
import { FreshAccountSession, identityServiceHandlers, signedOutCookies } from './accountMocks';

/**
 * The recorded commerce API and the identity service behind MSW for one test file, signed out
 * after each test; call it at the top of the file. Its server takes a test's own handlers.
 */
export function accountTestServer() {
  const server = setupServer(...identityServiceHandlers(), ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    signedOutCookies();
  });
  afterAll(() => server.close());
  return server;
}

/** An account part as a signed-in shell draws it, in a channel's language, on a fresh session. */
export function renderAccountPart(
  children: ReactNode,
  { locale = 'en' as 'en' | 'sv', path = '/' } = {},
) {
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
