import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { isHttps } from '../auth/authService';
import { keysMatch } from './keys';

/** HSTS for a year once a browser has reached us over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function addStrictTransportSecurity(request: IncomingMessage, response: ServerResponse) {
  if (isHttps(request)) response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** The shop's shared secret (SHOP_API_SECRET), sent by the shop's server-side proxies. */
export const SHOP_SECRET_HEADER = 'x-shop-secret';
/** The visitor's address as the shop saw it; believed only beside the shop's secret. */
export const SHOP_CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

function singleHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The client's address for the login throttle. A request that carries the shop's secret
 * (SHOP_API_SECRET, compared in constant time) is the shop's proxy speaking for a visitor: its
 * X-Shop-Client-Address is the visitor's, so the per-address count is per visitor and one client
 * cannot lock out everyone behind the shop. Anything else: the socket's address, or with trustProxy
 * the last hop of X-Forwarded-For (the one your proxy added; earlier hops are the client's to
 * invent). A client address header without the right secret is ignored.
 */
export function clientAddressReader({
  trustProxy,
  shopSecret,
}: {
  trustProxy: boolean;
  shopSecret?: string;
}) {
  return (request: IncomingMessage) => {
    if (shopSecret) {
      const secret = singleHeader(request, SHOP_SECRET_HEADER);
      const visitor = singleHeader(request, SHOP_CLIENT_ADDRESS_HEADER);
      if (secret && keysMatch(secret, shopSecret) && visitor && isIP(visitor))
        return visitor.toLowerCase();
    }
    const forwarded = trustProxy
      ? String(request.headers['x-forwarded-for'] ?? '')
          .split(',')
          .at(-1)
          ?.trim()
      : undefined;
    return forwarded || request.socket.remoteAddress || 'unknown';
  };
}
