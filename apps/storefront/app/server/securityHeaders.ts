/** Video hosts the video widget embeds (privacy-enhanced modes only). */
export const videoFrameOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

export interface SecurityPolicyInput {
  /** Per-response nonce that React Router's inline scripts carry. */
  nonce: string;
  /** Origins the shop's images come from (the image base URL, the API). */
  imageOrigins: readonly string[];
  /** Origins the browser may call besides its own (the API origin for auth). */
  connectOrigins: readonly string[];
  /** Vite's dev server injects inline styles and scripts and talks over a websocket. */
  development: boolean;
  /** The browser reached the shop over https, directly or through a proxy that says so: HSTS. */
  https: boolean;
}

/** Once a browser has reached the shop over https, it keeps to https for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  connectOrigins,
  development,
}: SecurityPolicyInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", `'nonce-${nonce}'`],
    // The nonce admits the <style> elements Radix's scroll lock adds (they carry the page's nonce).
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    // Widgets set aspect ratios in style attributes; attributes cannot run script.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...imageOrigins]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...connectOrigins, ...(development ? ['ws:', 'wss:'] : [])]),
    'frame-src': [...videoFrameOrigins],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers every server response carries (issue 13). */
export function securityHeaders(input: SecurityPolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    // Only over https: sent over plain http (local development) it would be ignored anyway.
    ...(input.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export function applySecurityHeaders(headers: Headers, input: SecurityPolicyInput): void {
  for (const [name, value] of Object.entries(securityHeaders(input))) headers.set(name, value);
}
