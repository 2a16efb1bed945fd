import { shopSitemap } from '../server/sitemap.server';
import type { Route } from './+types/sitemap';

/**
 * Crawlers read the catalogue from here rather than through the pages: an hour's copy is fresh
 * enough for them, and a CDN in front keeps the API from building it for each crawler.
 */
export const sitemapCacheControl = 'public, max-age=3600, stale-while-revalidate=86400';

/** /sitemap.xml: every product, category, brand and content page in each language, with hreflang alternates. */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(await shopSitemap(request), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': sitemapCacheControl,
    },
  });
}
