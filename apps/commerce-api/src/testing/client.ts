import { inject } from 'vitest';
import { TEST_API_KEY } from './startTestServer';

export interface GraphQLAnswer<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
}

export function apiUrl(): string {
  return inject('apiUrl');
}

/** A POST to /graphql as the storefront makes it: operation, variables, API key and optional bearer token. */
export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; apiKey?: string | null } = {},
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey !== null) headers['x-apikey'] = options.apiKey ?? TEST_API_KEY;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: GraphQLAnswer<T>['errors'] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** The code of the first error, for error-path assertions. */
export function errorCode(answer: GraphQLAnswer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

export const se = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' };
export const com = { channelId: '3|com', marketId: 'eu', languageId: 'en-US' };
