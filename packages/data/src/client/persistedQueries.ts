import { ServerError } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** SHA-256 of a query, hex encoded, through Web Crypto (browser and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** HTTP statuses after which the spec turns hashing off. */
const disablingStatuses = new Set([400, 500]);

function disablesHashing(options: PersistedQueryLink.DisableFunctionOptions): boolean {
  if (options.meta.persistedQueryNotSupported) return true;
  return ServerError.is(options.error) && disablingStatuses.has(options.error.statusCode);
}

/**
 * Persisted query hashes with the spec's fallbacks: 'PersistedQueryNotFound' resends the full
 * query; 'PersistedQueryNotSupported', HTTP 400 or HTTP 500 turn hashing off (and resend).
 */
export function persistedQueriesLink(): ApolloLink {
  return new PersistedQueryLink({
    sha256: sha256Hex,
    disable: disablesHashing,
    retry: (options) => options.meta.persistedQueryNotFound || disablesHashing(options),
  });
}
