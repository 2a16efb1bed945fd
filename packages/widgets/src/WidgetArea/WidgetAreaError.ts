import { clientErrorLines, clientErrorText, type ClientErrorLine } from '@hemma/data';

/**
 * A widget area that failed to load. Thrown while rendering, it reaches the app's error boundary,
 * which shows the error page with `status` and `message` (spec: failed widget loads raise the
 * error page with the error's status code and message).
 */
export class WidgetAreaError extends Error {
  override readonly name = 'WidgetAreaError';
  readonly status: number;
  /** The message as catalogue codes, for an error page in the visitor's language. */
  readonly errorLines: ClientErrorLine[];

  constructor(cause: unknown) {
    super(clientErrorText(cause), { cause });
    this.status = statusOf(cause);
    this.errorLines = clientErrorLines(cause);
  }
}

/** The HTTP status of a failed request when the server answered, else 500. */
export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 ? status : 500;
}
