import type { IncomingMessage, ServerResponse } from 'node:http';
import { REFRESH_TOKEN_HEADER } from '../auth/authService';

/**
 * CORS for the configured origins only (the shop's own): an Origin not on the list gets no
 * Access-Control headers, so a foreign page can neither read answers nor send credentials.
 * Answers a preflight itself and says so (true).
 */
export function createCors(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    response.setHeader('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-allow-credentials', 'true');
      // Geins's clients read the refresh token from this header; only the allowed origins may.
      response.setHeader('access-control-expose-headers', REFRESH_TOKEN_HEADER);
    }
    if (request.method !== 'OPTIONS') return false;
    response.writeHead(204, {
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': `content-type, authorization, x-apikey, apollo-require-preflight, x-apollo-operation-name, ${REFRESH_TOKEN_HEADER}`,
    });
    response.end();
    return true;
  };
}
