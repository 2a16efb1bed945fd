/** What a link points at, by the spec's rules for the shared link. */
export type ResolvedLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export interface LinkRuleOptions {
  /** The shop's own host names: an absolute link to one of them is an internal path. */
  shopHosts: readonly string[];
  /** Resolves a relative path into the app's full path (market and locale prefixes). */
  resolvePath: (path: string) => string;
}

const scheme = /^[a-zA-Z][a-zA-Z\d+.-]*:/;

/** Schemes the browser runs as script or opens as a document of their own. */
const scriptSchemes = /^(?:javascript|vbscript|livescript|data):/i;

/**
 * Whether a link from content or the API may be followed. Browsers drop whitespace and control
 * characters before reading the scheme, so `java\tscript:` is checked as `javascript:`.
 */
export function isFollowableHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers skip
  return !scriptSchemes.test(href.replace(/[\u0000-\u0020]/g, ''));
}

/**
 * - a link to the shop's own host becomes an internal path;
 * - any other link with a scheme (or protocol-relative) is external;
 * - a relative path is resolved through the path helper.
 */
export function resolveLink(
  href: string,
  { shopHosts, resolvePath }: LinkRuleOptions,
): ResolvedLink {
  const trimmed = href.trim();
  if (scheme.test(trimmed) || trimmed.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    } catch {
      return { kind: 'external', href: trimmed };
    }
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    if (isWeb && shopHosts.some((host) => host.toLowerCase() === url.host.toLowerCase())) {
      return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'external', href: trimmed };
  }
  return { kind: 'internal', path: resolvePath(trimmed) };
}

/** The parts of the Network Information API that decide about prefetching. */
export interface ConnectionInfo {
  onLine?: boolean;
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch when offline, on a 2g (or slow-2g) connection, or when the user asks to save data. */
export function shouldPrefetch({
  onLine = true,
  saveData = false,
  effectiveType,
}: ConnectionInfo): boolean {
  if (!onLine || saveData) return false;
  return !(effectiveType ?? '').includes('2g');
}

/** Reads the browser's connection; on the server nothing is known, so prefetch stays allowed. */
export function browserConnection(): ConnectionInfo {
  if (typeof navigator === 'undefined') return {};
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return {
    onLine: navigator.onLine,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
  };
}
