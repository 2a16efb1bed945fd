// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Locale } from '../config/shop';
import { apolloClientContext } from './apolloContext';
import { apolloMiddleware, routeDataApolloClient } from './apolloMiddleware.server';
import { requestContextFor } from './testing/requestContextFor';

async function requestContext(marketAlias: string, locale: Locale, cookie?: string) {
  const context = requestContextFor(marketAlias, locale, cookie !== undefined);
  const request = new Request('http://shop.test/', cookie ? { headers: { cookie } } : {});
  await apolloMiddleware(
    { request, context, params: {}, unstable_pattern: '/' } as never,
    async () => new Response(),
  );
  return context;
}

describe('routeDataApolloClient', () => {
  it('gives the anonymous requests of one channel, market and language one shared client', async () => {
    const first = await requestContext('se', 'sv');
    const second = await requestContext('se', 'sv');
    expect(routeDataApolloClient(first)).toBe(routeDataApolloClient(second));
    expect(routeDataApolloClient(first)).not.toBe(first.get(apolloClientContext));
  });

  it('keeps one shared client per channel, market and language', async () => {
    const swedish = routeDataApolloClient(await requestContext('se', 'sv'));
    expect(routeDataApolloClient(await requestContext('se', 'en'))).not.toBe(swedish);
    expect(routeDataApolloClient(await requestContext('fi', 'sv'))).not.toBe(swedish);
  });

  it("gives a signed-in visitor's request its own client, with the visitor's token", async () => {
    const signedIn = await requestContext('se', 'sv', 'auth=token');
    const client = routeDataApolloClient(signedIn);
    expect(client).toBe(signedIn.get(apolloClientContext));
    expect(client).not.toBe(routeDataApolloClient(await requestContext('se', 'sv')));
  });
});
