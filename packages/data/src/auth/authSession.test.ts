import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../client/createApolloClient';
import { requestCookieJar } from '../cookies/cookieJar';
import { createStorefrontCookies } from '../cookies/storefrontCookies';
import type { BroadcastTopic, TabBroadcast } from '../broadcast/tabBroadcast';
import { sendJson, startHttpTestServer, type HttpTestServer } from '../testing/httpTestServer';
import { createAuthSession } from './authSession';
import { hashPassword } from './passwordHash';

const ChannelQuery = gql`
  query channel {
    channel {
      id
    }
  }
`;

let server: HttpTestServer;
let graphqlFails = false;
beforeAll(async () => {
  server = await startHttpTestServer();
  const knownHash = await hashPassword('correct horse');
  server.respond((req, res) => {
    if (req.url === '/graphql') {
      return graphqlFails
        ? sendJson(res, 500, {})
        : sendJson(res, 200, { data: { channel: { __typename: 'ChannelType', id: '1|se' } } });
    }
    if (req.url.startsWith('/sign/'))
      return sendJson(res, 200, {
        identity: 'challenge',
        timestamp: '2026-11-25T10:00:00.000Z',
        signature: 'signed',
      });
    if (req.method === 'GET') return sendJson(res, 200, {});
    const body = req.json ?? {};
    if (!body.signature) return sendJson(res, 200, { sign: 'challenge' });
    return body.password === knownHash
      ? sendJson(res, 200, { token: 'a.b.c', maxAge: 3600 })
      : sendJson(res, 200, {});
  });
});
afterAll(() => server.close());

function recordingBroadcast() {
  const published: [BroadcastTopic, unknown][] = [];
  const listeners = new Map<BroadcastTopic, (value: unknown) => void>();
  const broadcast: TabBroadcast = {
    publish: (topic, value) => void published.push([topic, value]),
    subscribe: (topic, listener) => {
      listeners.set(topic, listener);
      return () => listeners.delete(topic);
    },
    close: () => {},
  };
  return {
    broadcast,
    published,
    fromOtherTab: (topic: BroadcastTopic, value: unknown) => listeners.get(topic)?.(value),
  };
}

/** What fetch does when the network is down or a navigation aborts the call: it never answers. */
const unanswered: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

function setup(cookieHeader = '', fetchImpl?: typeof fetch) {
  const jar = requestCookieJar(cookieHeader);
  const cookies = createStorefrontCookies({ prefix: 'hemma', jar, secure: false });
  const apollo = createApolloClient({
    endpoint: `${server.url}/graphql`,
    apiKey: 'k',
    channelId: '1',
    marketId: 'se',
    languageId: 'sv',
  });
  const tabs = recordingBroadcast();
  const log = vi.fn();
  const changes: boolean[] = [];
  const session = createAuthSession({
    authEndpoint: `${server.url}/auth/`,
    signEndpoint: `${server.url}/sign/key-1?identity=`,
    cookies,
    apollo,
    broadcast: tabs.broadcast,
    log,
    onAuthenticatedChange: (authenticated) => changes.push(authenticated),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return { jar, cookies, apollo, tabs, log, changes, session };
}

describe('createAuthSession (spec section 4: auth)', () => {
  it('login stores the token cookie and the user cookies, resets cached data and tells other tabs', async () => {
    const { cookies, apollo, tabs, changes, session } = setup();
    await apollo.query({ query: ChannelQuery });
    expect(apollo.extract()).toHaveProperty(['ChannelType:1|se']);

    expect(await session.connect({ username: 'asa@example.se', password: 'correct horse' })).toBe(
      true,
    );
    await vi.waitFor(() => expect(changes).toEqual([true]), { timeout: 5_000 });
    session.dispose();

    expect(cookies.auth.get()).toBe('a.b.c');
    expect(cookies.user.get()).toBe('asa@example.se');
    expect(cookies.userMaxAge.get()).toBe(3600);
    expect(apollo.extract()).not.toHaveProperty(['ChannelType:1|se']);
    expect(tabs.published).toEqual([['auth', true]]);
  });

  it('a failed login changes nothing: no token means logged out', async () => {
    const { jar, tabs, changes, session } = setup();
    expect(await session.connect({ username: 'asa@example.se', password: 'wrong' })).toBe(false);
    session.dispose();
    expect(jar.setCookieHeaders.filter((header) => !header.includes('Max-Age=0'))).toEqual([]);
    expect(tabs.published).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('a renewal the service answers without a token ends the session: cookies cleared, tabs told', async () => {
    const { cookies, tabs, session } = setup(
      'hemma-auth=a.b.c; hemma-user=asa; hemma-user-maxage=3600',
    );
    expect(await session.resume()).toBe(false);
    session.dispose();
    expect(cookies.auth.get()).toBeUndefined();
    expect(cookies.user.get()).toBeUndefined();
    expect(tabs.published).toEqual([['auth', false]]);
  });

  it('a renewal that gets no answer (network down, page leaving) keeps the session and its cookies', async () => {
    const { cookies, tabs, changes, session } = setup(
      'hemma-auth=a.b.c; hemma-user=asa; hemma-user-maxage=3600',
      unanswered,
    );
    expect(await session.resume()).toBe(true);
    session.dispose();
    expect(cookies.auth.get()).toBe('a.b.c');
    expect(cookies.user.get()).toBe('asa');
    expect(tabs.published).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('without a token cookie, an unanswered renewal is no session', async () => {
    const { session } = setup('', unanswered);
    expect(await session.resume()).toBe(false);
    session.dispose();
  });

  it('logout clears the token and user cookies, resets cached data and tells other tabs', async () => {
    const { cookies, apollo, tabs, changes, session } = setup(
      'hemma-auth=a.b.c; hemma-user=asa; hemma-user-maxage=3600; hemma-cart=c1',
    );
    await apollo.query({ query: ChannelQuery });
    await session.logout();
    await vi.waitFor(() => expect(changes).toEqual([false]), { timeout: 5_000 });
    expect(cookies.auth.get()).toBeUndefined();
    expect(cookies.user.get()).toBeUndefined();
    expect(cookies.userMaxAge.get()).toBeUndefined();
    expect(cookies.cart.get()).toBe('c1');
    expect(apollo.extract()).toEqual({});
    expect(tabs.published).toEqual([['auth', false]]);
  });

  it('only logs a failed cache reset', async () => {
    const { apollo, log, changes, session } = setup();
    const watch = apollo.watchQuery({ query: ChannelQuery }).subscribe(() => {});
    await vi.waitFor(() => expect(apollo.extract()).toHaveProperty(['ChannelType:1|se']), {
      timeout: 5_000,
    });
    graphqlFails = true;
    await session.connect({ username: 'asa@example.se', password: 'correct horse' });
    await vi.waitFor(() => expect(changes).toEqual([true]), { timeout: 5_000 });
    graphqlFails = false;
    expect(log).toHaveBeenCalledWith(
      'Resetting the cache after an auth change failed',
      expect.any(Error),
    );
    watch.unsubscribe();
    session.dispose();
  });

  it('applies a login or logout from another tab: resets cached data', async () => {
    const { apollo, tabs, changes, session } = setup();
    await apollo.query({ query: ChannelQuery });
    tabs.fromOtherTab('auth', true);
    await vi.waitFor(() => expect(changes).toEqual([true]), { timeout: 5_000 });
    expect(apollo.extract()).toEqual({});
    expect(tabs.published).toEqual([]);
    session.dispose();
  });
});
