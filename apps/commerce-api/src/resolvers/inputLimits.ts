import { userError } from '../errors';

/** Longest text any mutation argument may carry, unless named below. */
export const MAX_TEXT_LENGTH = 1000;

/** Free-text fields that may run longer than a name or an address line. */
export const maxTextLengthByField: Readonly<Record<string, number>> = {
  comment: 5000,
  message: 2000,
  metaData: 10_000,
  merchantData: 10_000,
};

/** Email addresses are at most 254 characters (RFC 5321); longer ones never reach the address pattern. */
export const MAX_EMAIL_LENGTH = 254;

function limitOf(field: string): number {
  if (field === 'email') return MAX_EMAIL_LENGTH;
  return maxTextLengthByField[field] ?? MAX_TEXT_LENGTH;
}

/** The path of the first text in the arguments that is longer than its field allows. */
function overlongText(
  value: unknown,
  path: string,
  field: string,
): { path: string; limit: number } | undefined {
  if (typeof value === 'string') {
    const limit = limitOf(field);
    return value.length > limit ? { path, limit } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = overlongText(item, `${path}[${index}]`, field);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = overlongText(item, path ? `${path}.${key}` : key, key);
      if (found) return found;
    }
  }
  return undefined;
}

type AnyResolver = (...args: never[]) => unknown;
type Call = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown;

/**
 * Wraps mutation resolvers so that an over-long text is refused with a clear error before any
 * work is done: nothing is written, and no pattern ever runs over megabytes of input.
 */
export function withInputLimits<T extends Record<string, AnyResolver>>(resolvers: T): T {
  const wrapped: Record<string, Call> = {};
  for (const [name, resolve] of Object.entries(resolvers)) {
    wrapped[name] = (parent, args, ...rest) => {
      const found = overlongText(args, '', '');
      if (found)
        throw userError(
          `The text in ${found.path} is too long: at most ${found.limit} characters`,
          'BAD_USER_INPUT',
          { field: found.path, maxLength: found.limit },
        );
      return (resolve as unknown as Call)(parent, args, ...rest);
    };
  }
  return wrapped as unknown as T;
}
