import type { CatalogueMessage, ClientErrorLine } from '@hemma/data';
import type { Translate } from './translator';
import type { Messages } from './messages';

type CodedMessage = Exclude<CatalogueMessage, { code: 'verbatim' }>;

/** The i18n key of each message of the error catalogue (spec section 8). */
export const catalogueKeys = {
  responseNotSuccessful: 'errors.responseNotSuccessful',
  serverResponseMissing: 'errors.responseMissing',
  networkRequestFailed: 'errors.networkRequestFailed',
  identityEndpointRequired: 'errors.authEndpointRequired',
  currencyNotFound: 'errors.currencyNotFound',
  pageNotFound: 'errors.notFound',
  unknownMiddleware: 'errors.unknownMiddleware',
} as const satisfies Record<CodedMessage['code'], `errors.${keyof Messages['errors']}`>;

const partKeys = {
  graphql: 'errors.graphqlError',
  network: 'errors.networkError',
} as const satisfies Record<ClientErrorLine['part'], `errors.${keyof Messages['errors']}`>;

/** A catalogue message in the page's language; a message outside the catalogue as it came. */
export function catalogueMessageText(message: CatalogueMessage, t: Translate): string {
  switch (message.code) {
    case 'verbatim':
      return message.text;
    case 'responseNotSuccessful':
      return t(catalogueKeys.responseNotSuccessful, { status: message.status });
    case 'serverResponseMissing':
      return t(catalogueKeys.serverResponseMissing, { name: message.operationName });
    default:
      return t(catalogueKeys[message.code]);
  }
}

/** A client error's lines ("GraphQL error: …", "Network error: …") in the page's language. */
export function clientErrorLinesText(lines: readonly ClientErrorLine[], t: Translate): string {
  return lines
    .map((line) => t(partKeys[line.part], { message: catalogueMessageText(line.message, t) }))
    .join('\n');
}
