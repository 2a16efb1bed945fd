import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  catalogueMessage,
  catalogueText,
  clientErrorLines,
  clientErrorText,
  errorMessages,
  NetworkRequestFailedError,
  ServerResponseMissingError,
} from './errors';

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

  it('combines GraphQL errors line by line, each as its catalogue code or verbatim', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Only 2 left' }, { message: 'Currency not found for this market' }],
    });
    expect(clientErrorLines(error)).toEqual([
      { part: 'graphql', message: { code: 'verbatim', text: 'Only 2 left' } },
      { part: 'graphql', message: { code: 'currencyNotFound' } },
    ]);
    expect(clientErrorText(error)).toBe(
      'GraphQL error: Only 2 left\nGraphQL error: Currency not found for this market',
    );
  });

  it('reads the network errors as their codes, with the status and the operation as values', () => {
    const status = new ServerError('Response not successful: Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    expect(clientErrorLines(status)).toEqual([
      { part: 'network', message: { code: 'responseNotSuccessful', status: 502 } },
    ]);
    expect(clientErrorText(status)).toBe(
      'Network error: Response not successful: Received status code 502',
    );
    const missing = new ServerResponseMissingError('getCart', { statusCode: 200, bodyText: '{}' });
    expect(catalogueMessage(missing)).toEqual({
      code: 'serverResponseMissing',
      operationName: 'getCart',
    });
    expect(catalogueText(catalogueMessage(missing))).toBe(
      "Server response was missing for query 'getCart'",
    );
    expect(catalogueMessage(new NetworkRequestFailedError(new Error('ECONNRESET')))).toEqual({
      code: 'networkRequestFailed',
    });
  });

  it("reads each browser's words for a fetch it could not make as 'Network request failed'", () => {
    for (const wording of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'fetch failed',
    ])
      expect(catalogueMessage(new TypeError(wording))).toEqual({ code: 'networkRequestFailed' });
  });

  it('words every code as the catalogue does', () => {
    for (const text of Object.values(errorMessages))
      if (typeof text === 'string')
        expect(catalogueText(catalogueMessage(new Error(text)))).toBe(text);
    expect(catalogueMessage(new Error(errorMessages.unknownMiddleware))).toEqual({
      code: 'unknownMiddleware',
    });
  });
});
