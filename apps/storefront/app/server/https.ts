/** The request came over HTTPS, directly or through a proxy that says so. */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
