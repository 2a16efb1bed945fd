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
}

function graphqlError(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status });
}

/**
 * Forwards a browser's GraphQL request to the commerce API over HTTP, so the browser talks only to
 * its own origin (no CORS preflight). GET keeps its query string for persisted queries.
 */
export async function proxyGraphql(
  request: Request,
  { target, apiKey, timeoutMs = 15_000, fetch: fetchImpl = fetch }: ProxyOptions,
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  }
  const url = new URL(target);
  if (method === 'GET') url.search = new URL(request.url).search;

  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('x-apikey')) headers.set('x-apikey', apiKey);

  try {
    const upstream = await fetchImpl(url, {
      method,
      headers,
      body: method === 'POST' ? await request.text() : undefined,
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
