import { defaultLocale, type Locale } from '@hemma/data';

/**
 * A path the commerce API gives (a product's or category's canonicalUrl) as a link on this page:
 * with the page's locale prefix, and its market when markets are in the path.
 */
export function shopPath(
  path: string,
  prefix: { locale: Locale; market?: string | undefined },
): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const head = prefix.market
    ? `/${prefix.market}/${prefix.locale}`
    : prefix.locale === defaultLocale
      ? ''
      : `/${prefix.locale}`;
  if (!head) return path;
  return path === '/' ? head : `${head}${path}`;
}
