import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startHttpTestServer, type HttpTestServer } from '../testing/httpTestServer';
import { createApolloClient } from './createApolloClient';
import {
  listenForRefetchAll,
  refetchAllEvent,
  refetchOnWindowFocus,
  requestRefetchAll,
} from './refetch';

const CartQuery = gql`
  query getCart($id: String!) {
    getCart(id: $id) {
      id
    }
  }
`;
const ChannelQuery = gql`
  query channel {
    channel {
      id
    }
  }
`;

let server: HttpTestServer;
beforeAll(async () => {
  server = await startHttpTestServer();
  server.respond((req, res) =>
    sendJson(
      res,
      200,
      req.json?.operationName === 'getCart'
        ? { data: { getCart: { __typename: 'CartType', id: 'c1' } } }
        : { data: { channel: { __typename: 'ChannelType', id: '1|se' } } },
    ),
  );
});
afterAll(() => server.close());

async function watched() {
  const client = createApolloClient({
    endpoint: `${server.url}/graphql`,
    apiKey: 'k',
    channelId: '1',
    marketId: 'se',
    languageId: 'sv-SE',
  });
  const cart = client.watchQuery({
    query: CartQuery,
    variables: { id: 'c1' },
    fetchPolicy: 'network-only',
  });
  const channel = client.watchQuery({ query: ChannelQuery });
  const subscriptions = [cart.subscribe(() => {}), channel.subscribe(() => {})];
  // Both queries have loaded before the test starts counting.
  await vi.waitFor(() => expect(cart.getCurrentResult().data).toBeTruthy(), { timeout: 5_000 });
  await vi.waitFor(() => expect(channel.getCurrentResult().data).toBeTruthy(), { timeout: 5_000 });
  server.requests.length = 0;
  return { client, stop: () => subscriptions.forEach((s) => s.unsubscribe()) };
}

const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('refetching', () => {
  it(`the ${refetchAllEvent} event refetches every active query`, async () => {
    const { client, stop } = await watched();
    const target = new EventTarget();
    const unlisten = listenForRefetchAll(client, target);
    requestRefetchAll(target);
    await vi.waitFor(
      () =>
        expect(server.requests.map((r) => r.json?.operationName).sort()).toEqual([
          'channel',
          'getCart',
        ]),
      { timeout: 5_000 },
    );
    unlisten();
    server.requests.length = 0;
    requestRefetchAll(target);
    await quietPeriod();
    expect(server.requests).toHaveLength(0);
    stop();
  });

  it('refetches cart data when the window regains focus, and nothing else', async () => {
    const { client, stop } = await watched();
    const target = new EventTarget();
    const unlisten = refetchOnWindowFocus(client, [CartQuery], target);
    target.dispatchEvent(new Event('focus'));
    await vi.waitFor(
      () => expect(server.requests.map((r) => r.json?.operationName)).toEqual(['getCart']),
      { timeout: 5_000 },
    );
    await quietPeriod();
    expect(server.requests.map((r) => r.json?.operationName)).toEqual(['getCart']);
    unlisten();
    stop();
  });
});
