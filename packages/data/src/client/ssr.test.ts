import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startHttpTestServer, type HttpTestServer } from '../testing/httpTestServer';
import { createApolloClient } from './createApolloClient';
import { apolloStateKey, apolloStateScript, readApolloState, serializeApolloState } from './ssr';

const ChannelQuery = gql`
  query channel {
    channel {
      id
      name
    }
  }
`;

let server: HttpTestServer;
beforeAll(async () => {
  server = await startHttpTestServer();
  server.respond((_req, res) =>
    sendJson(res, 200, {
      data: {
        channel: {
          __typename: 'ChannelType',
          id: '1|se',
          name: '</script><script>alert(1)</script>',
        },
      },
    }),
  );
});
afterAll(() => server.close());

const options = { apiKey: 'k', channelId: '1', marketId: 'se', languageId: 'sv-SE' };

describe('server rendering', () => {
  it('serializes the cache of a per-request client with every < escaped, and the browser restores it', async () => {
    const serverClient = createApolloClient({
      ...options,
      endpoint: `${server.url}/graphql`,
      ssr: true,
    });
    await serverClient.query({ query: ChannelQuery });

    const json = serializeApolloState(serverClient);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(serverClient.extract());
    expect(apolloStateScript(serverClient)).toBe(`window.${apolloStateKey}=${json};`);

    const fakeWindow = { [apolloStateKey]: JSON.parse(json) as unknown };
    const requestsBefore = server.requests.length;
    const browserClient = createApolloClient({
      ...options,
      endpoint: `${server.url}/graphql`,
      initialState: readApolloState(fakeWindow),
    });
    const { data } = await browserClient.query({ query: ChannelQuery });
    expect(data).toEqual({
      channel: {
        __typename: 'ChannelType',
        id: '1|se',
        name: '</script><script>alert(1)</script>',
      },
    });
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('reads no state on the server', () => {
    expect(readApolloState(undefined)).toBeUndefined();
  });

  it('keeps one cache per client, so requests never share data', async () => {
    const first = createApolloClient({ ...options, endpoint: `${server.url}/graphql`, ssr: true });
    const second = createApolloClient({ ...options, endpoint: `${server.url}/graphql`, ssr: true });
    await first.query({ query: ChannelQuery });
    expect(first.extract()).toHaveProperty(['ChannelType:1|se']);
    expect(second.extract()).toEqual({});
  });
});
