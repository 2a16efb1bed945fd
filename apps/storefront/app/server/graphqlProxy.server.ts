import {
  bodyLimits,
  crossSiteRefusal,
  readBoundedBody,
  refusedBodyHeaders,
  setClientAddressHeaders,
} from './proxyGuard.server';

/** Request headers a GraphQL client sends that the commerce API needs; cookies and hosts stay here. */
const forwardedRequestHeaders = [
  'accept',
  'content-type',
  'authorization',
  'x-apikey',
  'apollo-require-preflight',
  'x-apollo-operation-name',
];
const forwardedResponseHeaders = ['content-type', 'cache-control', 'etag'];

export interface ProxyOptions {
  target: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The shop's configured origin (PUBLIC_ORIGIN), besides this host, for the CSRF check. */
  publicOrigin?: string | undefined;
  /** The visitor's address (proxyGuard.server's clientAddressOf), sent with the shop's secret. */
  clientAddress?: string | undefined;
  /** SHOP_API_SECRET, which lets the API trust the visitor's address. */
  shopSecret?: string | undefined;
  bodyLimit?: number;
  bodyTimeoutMs?: number;
}

function graphqlError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json({ errors: [{ message }] }, { status, headers });
}

/**
 * Forwards a browser's GraphQL request to the commerce API over HTTP, so the browser talks only to
 * its own origin (no CORS preflight). GET keeps its query string for persisted queries; the API
 * runs no mutation from a GET. A POST must be JSON from the shop's own origin (CSRF) and within the
 * API's body limit, which is checked before the body is held.
 */
export async function proxyGraphql(
  request: Request,
  {
    target,
    apiKey,
    timeoutMs = 15_000,
    fetch: fetchImpl = fetch,
    publicOrigin,
    clientAddress,
    shopSecret,
    bodyLimit = bodyLimits.graphql,
    bodyTimeoutMs,
  }: ProxyOptions,
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method === 'POST') {
    const refusal = crossSiteRefusal(request, publicOrigin);
    if (refusal) return graphqlError(refusal.status, refusal.message);
    const read = await readBoundedBody(request, { limit: bodyLimit, timeoutMs: bodyTimeoutMs });
    if (read.kind === 'tooLarge')
      return graphqlError(413, 'The request body is too large', refusedBodyHeaders);
    if (read.kind === 'timeout')
      return graphqlError(408, 'The request body took too long', refusedBodyHeaders);
    body = read.body;
  }
  const url = new URL(target);
  if (method === 'GET') url.search = new URL(request.url).search;

  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('x-apikey')) headers.set('x-apikey', apiKey);
  setClientAddressHeaders(headers, { clientAddress, shopSecret });

  try {
    const upstream = await fetchImpl(url, {
      method,
      headers,
      body,
      // A redirect is passed on as its status without the Location, so the browser does not follow it either.
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    });
    const responseHeaders = new Headers();
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return graphqlError(504, 'Network request failed');
    return graphqlError(502, 'Network request failed');
  }
}
