import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { gql } from '@apollo/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startHttpTestServer, type HttpTestServer } from '../testing/httpTestServer';
import { createApolloClient, type CreateApolloClientOptions } from './createApolloClient';
import { clientErrorText, errorMessages } from './errors';
import { sha256Hex } from './persistedQueries';

const ProductsQuery = gql`
  query products($take: Int) {
    products(take: $take) {
      count
    }
  }
`;

let server: HttpTestServer;
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function client(options: Partial<CreateApolloClientOptions> = {}) {
  return createApolloClient({
    endpoint: `${server.url}/graphql`,
    apiKey: 'test-key',
    channelId: '1',
    marketId: 'se',
    languageId: 'sv-SE',
    ...options,
  });
}

const query = (c = client()) =>
  c.query({ query: ProductsQuery, variables: { take: 2 }, fetchPolicy: 'no-cache' });

describe('createApolloClient: requests', () => {
  it('POSTs operationName, variables and query as JSON to the one endpoint', async () => {
    server.respond((_req, res) =>
      sendJson(res, 200, { data: { products: { count: 3, __typename: 'ProductsResultType' } } }),
    );
    const result = await query();
    expect(result.data).toEqual({ products: { count: 3, __typename: 'ProductsResultType' } });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/graphql');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.json).toMatchObject({ operationName: 'products', variables: { take: 2 } });
    expect(request?.json?.query).toContain('query products');
  });

  it('adds channelId, marketId and languageId to every operation, read per request', async () => {
    server.respond((_req, res) => sendJson(res, 200, { data: { products: null } }));
    let market = 'se';
    const c = client({ marketId: () => market });
    await query(c);
    market = 'fi';
    await query(c);
    expect(server.requests.map((r) => r.json?.variables)).toEqual([
      { channelId: '1', marketId: 'se', languageId: 'sv-SE', take: 2 },
      { channelId: '1', marketId: 'fi', languageId: 'sv-SE', take: 2 },
    ]);
  });

  it('keeps a market variable the operation sets itself', async () => {
    server.respond((_req, res) => sendJson(res, 200, { data: { products: null } }));
    await client().query({
      query: ProductsQuery,
      variables: { take: 1, marketId: 'checkout' },
      fetchPolicy: 'no-cache',
    });
    expect(server.requests[0]?.json?.variables).toMatchObject({ marketId: 'checkout' });
  });

  it('sends the API key, and a Bearer token only when a token exists', async () => {
    server.respond((_req, res) => sendJson(res, 200, { data: { products: null } }));
    let token: string | undefined = undefined;
    const c = client({ getToken: () => token });
    await query(c);
    token = 'abc.def.ghi';
    await query(c);
    expect(server.requests[0]?.headers['x-apikey']).toBe('test-key');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer abc.def.ghi');
  });
});

describe('createApolloClient: the error catalogue (spec section 8)', () => {
  it("a status of 300 or above gives 'Response not successful: Received status code {n}'", async () => {
    server.respond((_req, res) => sendJson(res, 503, { errors: [{ message: 'down' }] }));
    const error = await query().catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect((error as Error).message).toBe('Response not successful: Received status code 503');
    expect((error as Error).message).toBe(errorMessages.responseNotSuccessful(503));
  });

  it('a non-JSON body gives a parse error', async () => {
    server.respond((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>'),
    );
    const error = await query().catch((e: unknown) => e);
    expect(ServerParseError.is(error)).toBe(true);
    expect(clientErrorText(error)).toMatch(/^Network error: .*JSON/);
  });

  it('neither data nor errors gives "Server response was missing for query \'{name}\'"', async () => {
    server.respond((_req, res) => sendJson(res, 200, {}));
    const error = await query().catch((e: unknown) => e);
    expect((error as Error).message).toBe("Server response was missing for query 'products'");
  });

  it("a fetch failure gives 'Network request failed'", async () => {
    server.respond((req, res) => res.socket?.destroy());
    const error = await query().catch((e: unknown) => e);
    expect((error as Error).message).toBe('Network request failed');
    expect(clientErrorText(error)).toBe('Network error: Network request failed');
  });

  it("GraphQL errors read 'GraphQL error: ...', one line each", async () => {
    server.respond((_req, res) =>
      sendJson(res, 200, {
        data: null,
        errors: [{ message: 'Only 2 left' }, { message: 'Cart is locked' }],
      }),
    );
    const error = await query().catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(clientErrorText(error)).toBe(
      'GraphQL error: Only 2 left\nGraphQL error: Cart is locked',
    );
  });
});

const persistedHash = (request: { json: Record<string, unknown> | undefined }) =>
  (request.json?.extensions as { persistedQuery?: { sha256Hash: string } } | undefined)
    ?.persistedQuery?.sha256Hash;

describe('createApolloClient: persisted queries', () => {
  const notFound = { errors: [{ message: 'PersistedQueryNotFound' }] };
  const ok = { data: { products: null } };

  it('sends only the SHA-256 hash first and resends the full query on PersistedQueryNotFound', async () => {
    server.respond((req, res) => sendJson(res, 200, req.json?.query ? ok : notFound));
    await query(client({ persistedQueries: true }));
    const [hashed, full] = server.requests;
    expect(hashed?.json?.query).toBeUndefined();
    expect(full?.json?.query).toContain('query products');
    // The server checks the hash against the query text it later receives in full.
    expect(persistedHash(hashed!)).toBe(await sha256Hex(String(full?.json?.query)));
    expect(full?.json?.extensions).toMatchObject({ persistedQuery: { version: 1 } });
  });

  it.each([
    [
      'PersistedQueryNotSupported',
      (res: Parameters<Parameters<HttpTestServer['respond']>[0]>[1]) =>
        sendJson(res, 200, { errors: [{ message: 'PersistedQueryNotSupported' }] }),
    ],
    [
      'HTTP 400',
      (res: Parameters<Parameters<HttpTestServer['respond']>[0]>[1]) => sendJson(res, 400, {}),
    ],
    [
      'HTTP 500',
      (res: Parameters<Parameters<HttpTestServer['respond']>[0]>[1]) => sendJson(res, 500, {}),
    ],
  ])('%s turns hashing off for the rest of the session', async (_name, refuse) => {
    server.respond((req, res) => (req.json?.query ? sendJson(res, 200, ok) : refuse(res)));
    const c = client({ persistedQueries: true });
    await query(c);
    await query(c);
    const sent = server.requests.map((r) => ({
      query: Boolean(r.json?.query),
      hash: persistedHash(r) !== undefined,
    }));
    expect(sent).toEqual([
      { query: false, hash: true },
      { query: true, hash: false },
      { query: true, hash: false },
    ]);
  });
});

describe('the cache', () => {
  it('keys data the way the Merchant API does', () => {
    const { cache } = client();
    expect(cache.identify({ __typename: 'ProductType', productId: 7 })).toBe(
      'ProductType:{"productId":7}',
    );
    expect(cache.identify({ __typename: 'CartType', id: 'c1' })).toBe('CartType:c1');
    expect(cache.identify({ __typename: 'CategoryType', categoryId: 2 })).toBe(
      'CategoryType:{"categoryId":2}',
    );
    expect(cache.identify({ __typename: 'PriceType', isDiscounted: false })).toBeUndefined();
  });
});
