import { serverConfig } from '../config/env.server';
import { robotsTxt } from '../server/sitemap';
import type { Route } from './+types/robots';

/** /robots.txt: what crawlers may read, and where the sitemap is (on the public origin). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = serverConfig().publicOrigin ?? new URL(request.url).origin;
  return new Response(robotsTxt(`${origin}/sitemap.xml`), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
