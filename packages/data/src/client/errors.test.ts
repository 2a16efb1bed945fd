import { describe, expect, it } from 'vitest';
import { combineClientError, errorMessages } from './errors';

describe('error catalogue', () => {
  it('words a status of 300 or above as the spec does', () => {
    expect(errorMessages.responseNotSuccessful(502)).toBe(
      'Response not successful: Received status code 502',
    );
  });

  it('names the operation when the response has neither data nor errors', () => {
    expect(errorMessages.serverResponseMissing('getCart')).toBe(
      "Server response was missing for query 'getCart'",
    );
  });

  it('combines GraphQL and network errors', () => {
    expect(
      combineClientError({
        graphQLErrors: [{ message: 'Only 2 left' }],
        networkError: { message: 'Network request failed' },
      }),
    ).toBe('GraphQL error: Only 2 left\nNetwork error: Network request failed');
  });
});
