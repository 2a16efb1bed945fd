import { createContext, RouterContextProvider } from 'react-router';

/**
 * The largest body each same-origin proxy passes on: the commerce API's own limits, so the shop
 * refuses what the API would refuse, before holding it (issue 51: a 300 MB POST took the shop from
 * 145 MB to 1.67 GB resident). GraphQL: apps/commerce-api/src/http/respond.ts (MAX_BODY_BYTES);
 * auth: apps/commerce-api/src/auth/authService.ts (readJson).
 */
export const bodyLimits = { graphql: 1024 * 1024, auth: 64 * 1024 } as const;

/**
 * How long a proxied body may take to arrive once the proxy starts reading it. The shop's own
 * bodies are a few KB and arrive in one packet; 10 s leaves a phone on a bad line time for the
 * largest allowed (64 KB of auth at 6.4 KB/s) and cuts off a body sent a byte every few seconds,
 * which held a connection open for minutes. server.mjs bounds every request as a whole as well.
 */
export const BODY_TIMEOUT_MS = 10_000;

export type BodyRead =
  { kind: 'body'; body: Uint8Array<ArrayBuffer> } | { kind: 'tooLarge' } | { kind: 'timeout' };

/**
 * Reads a request body of at most `limit` bytes within `timeoutMs`. A Content-Length over the
 * limit is refused before a byte is read, and a streamed body as soon as its count passes it; the
 * rest is never read (server.mjs's adapter pauses the socket), so memory stays bounded.
 */
export async function readBoundedBody(
  request: Request,
  { limit, timeoutMs = BODY_TIMEOUT_MS }: { limit: number; timeoutMs?: number },
): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { kind: 'tooLarge' };
  if (!request.body) return { kind: 'body', body: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'timeout') return { kind: 'timeout' };
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) return { kind: 'tooLarge' };
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'body', body };
}

/**
 * Headers for an answer that refuses a body: the connection closes after it, so the client stops
 * sending and the rest of a large body is not drained.
 */
export const refusedBodyHeaders = { Connection: 'close', 'Cache-Control': 'no-store' } as const;

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export type CrossSiteRefusal = { status: 403 | 415; message: string };

/**
 * Whether a state-changing request may come from this page (issue 51, CSRF). It must be JSON (a
 * cross-site form or a `text/plain` fetch without a preflight cannot send that) and come from the
 * shop's own origin: its Origin is the configured public origin or names this host (the scheme is
 * not compared, as a TLS proxy in front of the shop talks plain HTTP to it), or, when a browser
 * sends no Origin, Sec-Fetch-Site says same-origin. A request with neither is refused: every
 * browser sends one of them on a POST, and the shop's own code never posts to its proxies.
 */
export function crossSiteRefusal(
  request: Request,
  publicOrigin: string | undefined,
): CrossSiteRefusal | null {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (!isOwnOrigin(origin, request, publicOrigin))
      return { status: 403, message: 'Cross-site requests are not allowed' };
  } else if (request.headers.get('sec-fetch-site') !== 'same-origin') {
    return { status: 403, message: 'Cross-site requests are not allowed' };
  }
  if (mediaTypeOf(request.headers.get('content-type')) !== 'application/json')
    return { status: 415, message: 'The body must be application/json' };
  return null;
}

function isOwnOrigin(origin: string, request: Request, publicOrigin: string | undefined): boolean {
  if (publicOrigin !== undefined && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) and anything unparsable.
    return false;
  }
}

/** The TCP peer of the request, set by server.mjs (entry.server's loadContextOf); null under Vite's dev server. */
export const socketAddressContext = createContext<string | null>(null);

export function socketAddressOf(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(socketAddressContext) ?? undefined;
}

/** server.mjs's request context: a fresh one holding the socket's peer address. */
export function loadContextOf(socketAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(socketAddressContext, socketAddress ?? null);
  return context;
}

/**
 * The visitor's address: the socket's peer, or, only when the shop runs behind a proxy it trusts
 * (TRUST_PROXY=1), the last X-Forwarded-For hop, the one that proxy added. Earlier hops are
 * whatever the client wrote and are never used.
 */
export function clientAddressOf({
  socketAddress,
  forwardedFor,
  trustProxy,
}: {
  socketAddress: string | undefined;
  forwardedFor: string | null;
  trustProxy: boolean;
}): string | undefined {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress || undefined;
}

/** The shop's headers to the API (agreed with the API's throttle, issue 51). */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
export const SHOP_SECRET_HEADER = 'x-shop-secret';

/**
 * Sets the visitor's address and the shared secret the API checks before trusting it, so failed
 * logins are counted per visitor rather than per shop. Without a secret (SHOP_API_SECRET unset)
 * neither is sent: the API would not trust the address anyway. Headers from the client are never
 * copied: the proxies forward an allowlist that holds no X-Shop-* name.
 */
export function setClientAddressHeaders(
  headers: Headers,
  {
    clientAddress,
    shopSecret,
  }: { clientAddress: string | undefined; shopSecret: string | undefined },
): void {
  headers.delete(CLIENT_ADDRESS_HEADER);
  headers.delete(SHOP_SECRET_HEADER);
  if (!shopSecret || !clientAddress) return;
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  headers.set(SHOP_SECRET_HEADER, shopSecret);
}
