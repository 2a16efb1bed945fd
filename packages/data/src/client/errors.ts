import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';

/** The error catalogue of the spec (section 8), word for word. */
export const errorMessages = {
  responseNotSuccessful: (status: number) =>
    `Response not successful: Received status code ${status}`,
  serverResponseMissing: (operationName: string) =>
    `Server response was missing for query '${operationName}'`,
  networkRequestFailed: 'Network request failed',
  identityEndpointRequired: 'An endpoint that can verify identities is required',
  currencyNotFound: 'Currency not found for this market',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
} as const;

/** A fetch that never reached the server (offline, refused, reset): the spec words it one way only. */
export class NetworkRequestFailedError extends Error {
  override readonly name = 'NetworkRequestFailedError';
  constructor(cause: unknown) {
    super(errorMessages.networkRequestFailed, { cause });
  }
}

/** A response that is JSON but holds neither `data` nor `errors`. */
export class ServerResponseMissingError extends Error {
  override readonly name = 'ServerResponseMissingError';
  readonly operationName: string;
  readonly statusCode: number;
  readonly bodyText: string;
  constructor(operationName: string, details: { statusCode: number; bodyText: string }) {
    super(errorMessages.serverResponseMissing(operationName));
    this.operationName = operationName;
    this.statusCode = details.statusCode;
    this.bodyText = details.bodyText;
  }
}

type FixedMessageCode = {
  [Code in keyof typeof errorMessages]: (typeof errorMessages)[Code] extends string ? Code : never;
}[keyof typeof errorMessages];

/**
 * A message of the error catalogue as data, so that an app words it in the page's language
 * instead of matching English text. A message outside the catalogue (a server's own words, such
 * as "Only 2 left") is carried as it came.
 */
export type CatalogueMessage =
  | { code: 'responseNotSuccessful'; status: number }
  | { code: 'serverResponseMissing'; operationName: string }
  | { code: FixedMessageCode }
  | { code: 'verbatim'; text: string };

/** One line of a client error: an error the server returned inside a response, or a network error. */
export interface ClientErrorLine {
  part: 'graphql' | 'network';
  message: CatalogueMessage;
}

const fixedCodes = new Map<string, FixedMessageCode>(
  Object.entries(errorMessages).flatMap(([code, text]) =>
    typeof text === 'string' ? [[text, code as FixedMessageCode] as const] : [],
  ),
);

/** Each engine's words for a fetch it could not make (offline, refused): the spec has one. */
const fetchFailures = new Set([
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'fetch failed',
]);

/** The catalogue message an error stands for; any other error's message verbatim. */
export function catalogueMessage(error: unknown): CatalogueMessage {
  if (error instanceof ServerResponseMissingError)
    return { code: 'serverResponseMissing', operationName: error.operationName };
  if (ServerError.is(error)) return { code: 'responseNotSuccessful', status: error.statusCode };
  const text =
    error instanceof Error
      ? error.message
      : typeof (error as { message?: unknown } | null)?.message === 'string'
        ? (error as { message: string }).message
        : String(error);
  if (fetchFailures.has(text)) return { code: 'networkRequestFailed' };
  const code = fixedCodes.get(text);
  return code ? { code } : { code: 'verbatim', text };
}

/**
 * The lines of any error Apollo Client 4 hands back: errors the server returned inside a response
 * are GraphQL errors, everything else (status, parse, transport) is a network error.
 */
export function clientErrorLines(error: unknown): ClientErrorLine[] {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error))
    return error.errors.map((each) => ({ part: 'graphql', message: catalogueMessage(each) }));
  return [{ part: 'network', message: catalogueMessage(error) }];
}

/** A catalogue message in the catalogue's own (English) words. */
export function catalogueText(message: CatalogueMessage): string {
  switch (message.code) {
    case 'responseNotSuccessful':
      return errorMessages.responseNotSuccessful(message.status);
    case 'serverResponseMissing':
      return errorMessages.serverResponseMissing(message.operationName);
    case 'verbatim':
      return message.text;
    default:
      return errorMessages[message.code];
  }
}

const partPrefixes = { graphql: 'GraphQL error', network: 'Network error' } as const;

/** The English text of a client error, as the spec's catalogue writes it (logs, error messages). */
export function clientErrorText(error: unknown): string {
  return clientErrorLines(error)
    .map((line) => `${partPrefixes[line.part]}: ${catalogueText(line.message)}`)
    .join('\n');
}
