import { useApolloClient } from '@apollo/client/react';
import {
  hashPassword,
  browserCookies,
  AccountSessionProvider,
  createAccountSession,
} from '@hemma/data';
import { channelOf, fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import type { Decorator } from '@storybook/react-vite';
import { delay, graphql, http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { orderStatuses, type OrderStatus } from '../AccountOrdersPage/AccountOrdersPage';

/**
 * Test doubles at the network boundary for the account feature: an identity service that speaks
 * the protocol of spec section 7 (challenge, signature, hashed password) for MSW, and recorded
 * GraphQL answers reshaped for each order status.
 */

/** The seeded accounts' password (apps/commerce-api). */
export const demoPassword = 'hemma-demo-1';
export const demoEmail = 'customer@hemma.com';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token shaped like the API's (claims in the middle part), unsigned: only the client reads it here. */
export function fakeToken(username: string, lifetimeSeconds = 900): string {
  const claims = {
    sub: '4',
    name: username,
    customerType: 'PERSON',
    sid: 'story',
    exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

interface AuthBody {
  username?: string;
  signature?: { identity: string; timestamp: string; signature: string };
  password?: string;
  newPassword?: string;
  sessionLifetime?: number;
}

export interface IdentityServiceOptions {
  /** Emails that already have an account. */
  accounts?: readonly string[];
  /** Every call answers this status (a broken service). */
  failWith?: number;
  /** Session renewals (GET) never answer: the moment a login token is being traded, held for a story. */
  holdRenewal?: boolean;
  /** Told each request body, for tests that check what the client sent. */
  onRequest?: (action: string, body: AuthBody | null, request: Request) => void;
}

const refused = (status: number, error: string, message: string) =>
  HttpResponse.json({ error, message }, { status });

/** The identity service of spec section 7 over MSW, on any origin (`*\/auth/…`). */
export function identityServiceHandlers({
  accounts = [demoEmail],
  failWith,
  holdRenewal,
  onRequest,
}: IdentityServiceOptions = {}): HttpHandler[] {
  const known = new Set(accounts);
  const session = (username: string) =>
    HttpResponse.json({ token: fakeToken(username), maxAge: 900 });
  return [
    // Before */auth/:action, which would take /auth/sign too.
    http.get('*/auth/sign', ({ request }) => {
      const identity = new URL(request.url).searchParams.get('identity') ?? '';
      return HttpResponse.json({
        identity,
        timestamp: new Date().toISOString(),
        signature: `signed.${identity}`,
      });
    }),
    http.get('*/auth/:action', async ({ request, params }) => {
      onRequest?.(String(params.action), null, request);
      if (holdRenewal) {
        // Held on purpose: the visual test must not wait for it (as with loadingHandler).
        (globalThis as { __visualHoldFetch?: () => void }).__visualHoldFetch?.();
        await delay('infinite');
      }
      if (failWith) return refused(failWith, 'UNAVAILABLE', 'Something went wrong');
      const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      // The API trades only its admin flow's login tokens; a customer's own access token opens no
      // session (issue 51).
      if (params.action === 'logout' || !bearer || bearer === 'customer-access-token')
        return HttpResponse.json({});
      return session(bearer === 'expired-login-token' ? '' : demoEmail);
    }),
    http.post('*/auth/:action', async ({ request, params }) => {
      const action = String(params.action);
      const body = (await request.json()) as AuthBody;
      onRequest?.(action, body, request);
      if (failWith) return refused(failWith, 'UNAVAILABLE', 'Something went wrong');
      const username = body.username ?? '';
      if (!body.signature) return HttpResponse.json({ sign: `challenge-${username}` });
      const rightPassword = body.password === (await hashPassword(demoPassword));
      if (action === 'register') {
        if (known.has(username))
          return refused(409, 'ACCOUNT_EXISTS', 'An account already exists with this email');
        known.add(username);
        return session(username);
      }
      if (action === 'password') {
        return rightPassword
          ? session(username)
          : refused(
              401,
              'WRONG_CURRENT_PASSWORD',
              'Wrong current password; you have been logged out',
            );
      }
      if (!rightPassword || !known.has(username))
        return refused(401, 'WRONG_CREDENTIALS', 'Wrong email or password');
      return session(username);
    }),
  ];
}

/** A recorded order of the channel, once per status of spec section 3, newest first. */
export function ordersInEveryStatus(
  channel: FixtureChannelKey = 'com',
): ReturnType<typeof fixtureData<'getOrders'>> {
  const recorded = fixtureData('getOrders', channel).getOrders?.find((order) => order !== null);
  if (!recorded) throw new Error('No recorded order');
  const day = 24 * 60 * 60 * 1000;
  return {
    getOrders: orderStatuses.map((status: OrderStatus, index) => ({
      ...recorded,
      id: 1040 - index,
      publicId: `${recorded.publicId.slice(0, -2)}${String(index).padStart(2, '0')}`,
      status,
      createdAt: new Date(Date.parse('2026-11-20T09:30:00.000Z') - index * 9 * day).toISOString(),
    })),
  };
}

/** getOrders answered in the request's channel: an order in every status, or none. */
export function ordersHandler(orders: 'everyStatus' | 'none'): GraphQLHandler {
  return graphql.query('getOrders', ({ variables }) =>
    HttpResponse.json({
      data: orders === 'none' ? { getOrders: [] } : ordersInEveryStatus(channelOf(variables)),
    }),
  );
}

/** The visitor holds a token (and the user cookie), as after a login; returns the clean-up. */
export function signedInCookies(email = demoEmail): () => void {
  const cookies = browserCookies();
  cookies.auth.set(fakeToken(email));
  cookies.user.set(email, { remember: false });
  return () => cookies.clearUser();
}

/** Clears the token and user cookies a story or test may have left behind. */
export function signedOutCookies(): () => void {
  browserCookies().clearUser();
  return () => {};
}

/** A fresh session for one story or test over the page's Apollo client (no tab-wide state between them). */
export function FreshAccountSession({ children }: { children: ReactNode }) {
  const apollo = useApolloClient();
  const [session] = useState(() =>
    createAccountSession({ apollo, origin: window.location.origin }),
  );
  useEffect(() => () => session.dispose(), [session]);
  return <AccountSessionProvider session={session}>{children}</AccountSessionProvider>;
}

export const withFreshAccountSession: Decorator = (Story) => (
  <FreshAccountSession>
    <Story />
  </FreshAccountSession>
);
