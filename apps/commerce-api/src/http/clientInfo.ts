import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHttps } from '../auth/authService';

/** HSTS for a year once a browser has reached us over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function addStrictTransportSecurity(request: IncomingMessage, response: ServerResponse) {
  if (isHttps(request)) response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The client's address for the login throttle: the socket's, or with trustProxy the last hop of
 * X-Forwarded-For (the one your proxy added; earlier hops are the client's to invent).
 */
export function clientAddressReader(trustProxy: boolean) {
  return (request: IncomingMessage) => {
    const forwarded = trustProxy
      ? String(request.headers['x-forwarded-for'] ?? '')
          .split(',')
          .at(-1)
          ?.trim()
      : undefined;
    return forwarded || request.socket.remoteAddress || 'unknown';
  };
}
