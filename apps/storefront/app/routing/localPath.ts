/** A fixed origin to resolve against: whatever a path resolves to elsewhere is not a path of ours. */
const probeOrigin = 'http://shop.invalid';

/**
 * A path on this site, safe as a redirect target built from input: one leading `/` not followed by
 * `/` or `\` (browsers read `//host` and `/\host` as another host) and no control character
 * anywhere (browsers drop a tab, CR or LF, so `/\t/host` becomes `//host`). It must also resolve on
 * the fixed origin, so a form the rules above miss is refused by the URL parser browsers share.
 */
export function isLocalPath(value: string | null | undefined): value is string {
  if (!value || !/^\/(?![/\\])/.test(value)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** The value when it is a local path (isLocalPath), else the fallback. */
export function localPathOr(value: string | null | undefined, fallback: string): string {
  return isLocalPath(value) ? value : fallback;
}
