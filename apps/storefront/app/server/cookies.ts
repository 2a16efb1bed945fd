import { cookieMaxAge, cookieNames } from '../config/shop';

/** Cookie values by name from a Cookie request header. */
export function readCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The request came over HTTPS, directly or through a proxy that says so. */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

export interface CookieAttributes {
  maxAge: number;
  secure: boolean;
  httpOnly?: boolean;
}

/** A Set-Cookie value: always path /, SameSite=Lax, and Secure over HTTPS (issue 13). */
export function serializeCookie(
  name: string,
  value: string,
  { maxAge, secure, httpOnly }: CookieAttributes,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
    ...(httpOnly ? ['HttpOnly'] : []),
  ].join('; ');
}

/** The locale cookie, kept 365 days (spec section 9). */
export function localeCookie(locale: string, request: Request): string {
  return serializeCookie(cookieNames.locale, locale, {
    maxAge: cookieMaxAge.locale,
    secure: isHttps(request),
  });
}
