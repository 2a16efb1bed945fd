import type { ClientErrorLine } from '@hemma/data';

/** What a loader's failed API call hands the error boundary: the client error as catalogue codes. */
export interface FailedCall {
  errorLines: ClientErrorLine[];
}

export function isFailedCall(value: unknown): value is FailedCall {
  return Array.isArray((value as Partial<FailedCall> | null)?.errorLines);
}
