import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BroadcastTopic, TabBroadcast } from '../broadcast/tabBroadcast';
import { createApolloClient } from '../client/createApolloClient';
import { requestCookieJar } from '../cookies/cookieJar';
import { createStorefrontCookies } from '../cookies/storefrontCookies';
import { sendJson, startHttpTestServer, type HttpTestServer } from '../testing/httpTestServer';
import { cartMarketFor, changeCheckoutMarket, changeMarket } from './market';

let server: HttpTestServer;
beforeAll(async () => {
  server = await startHttpTestServer();
  server.respond((_req, res) =>
    sendJson(res, 200, { data: { channel: { __typename: 'ChannelType', id: '3|com' } } }),
  );
});
afterAll(() => server.close());

describe('cartMarketFor (spec section 4)', () => {
  it('is the checkout market on routes whose name contains checkout, else the current market', () => {
    expect(cartMarketFor('checkout', { current: 'eu', checkout: 'fi' })).toBe('fi');
    expect(cartMarketFor('market-checkout-confirm', { current: 'eu', checkout: 'fi' })).toBe('fi');
    expect(cartMarketFor('product', { current: 'eu', checkout: 'fi' })).toBe('eu');
    expect(cartMarketFor('checkout', { current: 'eu', checkout: undefined })).toBe('eu');
  });
});

describe('changeMarket (spec section 4)', () => {
  it('sets the current and the checkout market, tells other tabs and refetches all data in the new market', async () => {
    const cookies = createStorefrontCookies({
      prefix: 'hemma',
      jar: requestCookieJar('hemma-selected-market=eu'),
      secure: true,
    });
    const apollo = createApolloClient({
      endpoint: `${server.url}/graphql`,
      apiKey: 'k',
      channelId: '3|com',
      marketId: () => cookies.selectedMarket.get() ?? 'eu',
      languageId: 'en-US',
    });
    const published: [BroadcastTopic, unknown][] = [];
    const broadcast: TabBroadcast = {
      publish: (t, v) => void published.push([t, v]),
      subscribe: () => () => {},
      close: () => {},
    };
    const channelQuery = apollo.watchQuery({
      query: gql`
        query channel {
          channel {
            id
          }
        }
      `,
    });
    const watch = channelQuery.subscribe(() => {});
    // The first answer has arrived before the market changes.
    await vi.waitFor(() => expect(channelQuery.getCurrentResult().data).toBeTruthy(), {
      timeout: 5_000,
    });
    server.requests.length = 0;

    await changeMarket({ cookies, apollo, broadcast }, 'fi');
    expect(cookies.selectedMarket.get()).toBe('fi');
    expect(cookies.checkoutMarket.get()).toBe('fi');
    expect(published).toEqual([
      ['market', 'fi'],
      ['checkoutMarket', 'fi'],
    ]);
    expect(
      server.requests.map((r) => (r.json?.variables as { marketId: string }).marketId),
    ).toEqual(['fi']);

    changeCheckoutMarket({ cookies, broadcast }, 'de');
    expect(cookies.selectedMarket.get()).toBe('fi');
    expect(cookies.checkoutMarket.get()).toBe('de');
    watch.unsubscribe();
  });
});
