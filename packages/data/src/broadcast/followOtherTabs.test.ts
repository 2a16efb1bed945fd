import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../client/createApolloClient';
import { GetCartDocument } from '../generated/graphql';
import { sendJson, startHttpTestServer, type HttpTestServer } from '../testing/httpTestServer';
import { followOtherTabs } from './followOtherTabs';
import { createTabBroadcast } from './tabBroadcast';

let server: HttpTestServer;
beforeAll(async () => {
  server = await startHttpTestServer();
  server.respond((req, res) =>
    sendJson(
      res,
      200,
      req.json?.operationName === 'getCart'
        ? { data: { getCart: null } }
        : { data: { channel: null } },
    ),
  );
});
afterAll(() => server.close());

describe('followOtherTabs', () => {
  it('refetches the cart on a cart change and everything on a market change from another tab', async () => {
    const apollo = createApolloClient({
      endpoint: `${server.url}/graphql`,
      apiKey: 'k',
      channelId: '1',
      marketId: 'se',
      languageId: 'sv',
    });
    // Answered, not only asked: a refetch while the same request is in flight joins it instead.
    const answers = { cart: 0, channel: 0 };
    const watches = [
      apollo
        .watchQuery({ query: GetCartDocument, variables: { id: 'c1' }, fetchPolicy: 'no-cache' })
        .subscribe((result) => {
          if (!result.loading) answers.cart += 1;
        }),
      apollo
        .watchQuery({
          query: gql`
            query channel {
              channel {
                id
              }
            }
          `,
        })
        .subscribe((result) => {
          if (!result.loading) answers.channel += 1;
        }),
    ];
    await vi.waitFor(() => expect(answers).toEqual({ cart: 1, channel: 1 }), { timeout: 5_000 });
    const thisTab = createTabBroadcast({ name: 'hemma-follow' });
    const otherTab = createTabBroadcast({ name: 'hemma-follow' });
    const stop = followOtherTabs(thisTab, apollo);
    const names = () =>
      server.requests
        .slice(2)
        .map((r) => r.json?.operationName)
        .sort();

    otherTab.publish('cart', 'c1');
    await vi.waitFor(() => expect(names()).toEqual(['getCart']), { timeout: 5_000 });
    await vi.waitFor(() => expect(answers.cart).toBe(2), { timeout: 5_000 });
    otherTab.publish('market', 'fi');
    await vi.waitFor(() => expect(names()).toEqual(['channel', 'getCart', 'getCart']), {
      timeout: 5_000,
    });

    stop();
    watches.forEach((watch) => watch.unsubscribe());
    thisTab.close();
    otherTab.close();
  });
});
