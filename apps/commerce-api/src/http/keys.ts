import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendGraphqlError, sendJson } from './respond';

export const API_KEY_HEADER = 'x-apikey';
/** The header the admin flow (login tokens) asks for: ADMIN_API_KEY, never the public API key. */
export const ADMIN_KEY_HEADER = 'x-admin-key';
/** The header the dev tools ask for: a key of their own, never the public API key. */
export const DEV_TOOLS_KEY_HEADER = 'x-dev-tools-key';

/** Compares secrets in constant time (hashing first, so differing lengths do not end early). */
export function keysMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

/** True when the request carries the shop's API key; otherwise answers 401 or 403. */
export function hasApiKey(
  request: IncomingMessage,
  response: ServerResponse,
  apiKey: string,
): boolean {
  const given = request.headers[API_KEY_HEADER];
  if (!given)
    sendGraphqlError(
      response,
      401,
      'API_KEY_MISSING',
      'An API key is required in the X-ApiKey header',
    );
  else if (given !== apiKey)
    sendGraphqlError(
      response,
      403,
      'API_KEY_INVALID',
      'The API key in the X-ApiKey header is not valid',
    );
  return given === apiKey;
}

/** True when the request carries the dev tools' own key; otherwise answers 401 or 403. */
export function hasDevToolsKey(
  request: IncomingMessage,
  response: ServerResponse,
  devToolsKey: string,
): boolean {
  const given = request.headers[DEV_TOOLS_KEY_HEADER];
  if (!given) {
    sendGraphqlError(
      response,
      401,
      'DEV_TOOLS_KEY_MISSING',
      'The dev tools need their key in the X-Dev-Tools-Key header',
    );
    return false;
  }
  if (!keysMatch(String(given), devToolsKey)) {
    sendGraphqlError(
      response,
      403,
      'DEV_TOOLS_KEY_INVALID',
      'The key in the X-Dev-Tools-Key header is not valid',
    );
    return false;
  }
  return true;
}

/** True when the request carries the admin key (ADMIN_API_KEY); otherwise answers 401 or 403. */
export function hasAdminKey(
  request: IncomingMessage,
  response: ServerResponse,
  adminKey: string,
): boolean {
  const given = request.headers[ADMIN_KEY_HEADER];
  if (!given) {
    sendJson(response, 401, {
      error: 'ADMIN_KEY_MISSING',
      message: 'The admin flow needs its key in the X-Admin-Key header',
    });
    return false;
  }
  if (!keysMatch(String(given), adminKey)) {
    sendJson(response, 403, {
      error: 'ADMIN_KEY_INVALID',
      message: 'The key in the X-Admin-Key header is not valid',
    });
    return false;
  }
  return true;
}
