/**
 * A configuration read: its value, and whether the content system has the widget switched on
 * (Geins's `active`; a configuration without the flag, written by hand, counts as active). Kept
 * apart from the parser so that drawing a prepared configuration does not import zod.
 */
export type ConfigurationResult<T> =
  { ok: true; value: T; active: boolean } | { ok: false; reason: string };
