import type { TFunction } from 'i18next';

type Rule = [
  RegExp,
  (t: TFunction, match: RegExpMatchArray, localize: (text: string) => string) => string,
];

/** The English error catalogue of spec section 8 (as @hemma/data words it), matched line by line. */
const rules: Rule[] = [
  [
    /^Response not successful: Received status code (\d+)$/,
    (t, match) => t('errors.responseNotSuccessful', { status: match[1] }),
  ],
  [
    /^Server response was missing for query '(.*)'$/,
    (t, match) => t('errors.responseMissing', { name: match[1] }),
  ],
  [/^Network request failed$/, (t) => t('errors.networkRequestFailed')],
  // A fetch the browser could not make (offline, refused) in each engine's words: the spec has one.
  [
    /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|fetch failed)$/,
    (t) => t('errors.networkRequestFailed'),
  ],
  [/^An endpoint that can verify identities is required$/, (t) => t('errors.authEndpointRequired')],
  [/^Currency not found for this market$/, (t) => t('errors.currencyNotFound')],
  [/^Unknown middleware$/, (t) => t('errors.unknownMiddleware')],
  [/^This page could not be found$/, (t) => t('errors.notFound')],
  [
    /^GraphQL error: (.*)$/,
    (t, match, localize) => t('errors.graphqlError', { message: localize(match[1] ?? '') }),
  ],
  [
    /^Network error: (.*)$/,
    (t, match, localize) => t('errors.networkError', { message: localize(match[1] ?? '') }),
  ],
];

/** An error message from the catalogue in the page's language; any other message as it is. */
export function localizeErrorMessage(message: string, t: TFunction): string {
  const localizeLine = (line: string): string => {
    for (const [pattern, render] of rules) {
      const match = line.match(pattern);
      if (match) return render(t, match, localizeLine);
    }
    return line;
  };
  return message.split('\n').map(localizeLine).join('\n');
}
