import { parse, serialize, type SerializeOptions } from 'cookie';

/** Where cookies are read and written: the browser's document, or one server request. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: SerializeOptions): void;
}

let lastParsed: { source: string; values: Record<string, string | undefined> } | null = null;

/**
 * The cookies of a document.cookie string, parsed again only when it changed: hooks read a cookie
 * on every render (useSyncExternalStore's snapshot), hundreds of times while a page hydrates.
 */
function parsedCookies(source: string): Record<string, string | undefined> {
  if (lastParsed?.source !== source) lastParsed = { source, values: parse(source) };
  return lastParsed.values;
}

/** document.cookie in the browser. */
export function browserCookieJar(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get: (name) => parsedCookies(doc.cookie)[name],
    set: (name, value, options) => {
      doc.cookie = serialize(name, value, options);
    },
  };
}

export interface RequestCookieJar extends CookieJar {
  /** The Set-Cookie header values to send with the response. */
  readonly setCookieHeaders: readonly string[];
}

/**
 * The Cookie header of one server request; writes are answered as Set-Cookie headers and also
 * seen by later reads in the same request.
 */
export function requestCookieJar(cookieHeader: string | null | undefined): RequestCookieJar {
  const values: Record<string, string | undefined> = parse(cookieHeader ?? '');
  const setCookieHeaders: string[] = [];
  return {
    setCookieHeaders,
    get: (name) => values[name],
    set: (name, value, options) => {
      const expired =
        options.maxAge === 0 || (options.expires && options.expires.getTime() <= Date.now());
      values[name] = expired ? undefined : value;
      setCookieHeaders.push(serialize(name, value, options));
    },
  };
}
