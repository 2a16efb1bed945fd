import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { fallbackRouteId, routeVariants } from './routing/routeVariants';

/** Resource routes outside the screen table: the same-origin GraphQL and auth proxies, the language switch, robots.txt and the sitemap. */
const resourceRoutes = [
  route('graphql', 'routes/graphql.ts', { id: 'graphql-proxy' }),
  route('change-language', 'routes/change-language.ts', { id: 'change-language' }),
  // The identity service's actions and sign challenge on the shop's own origin (features/account).
  route('auth/*', 'routes/auth.ts', { id: 'auth-proxy' }),
  // For crawlers: what they may read and the sitemap with every page in each language.
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
];

export default [
  ...resourceRoutes,
  ...routeVariants().map((variant) =>
    variant.path === ''
      ? index(variant.module, { id: variant.id })
      : route(variant.path, variant.module, { id: variant.id }),
  ),
  // Any other path: its loader finds no screen and answers 404 through the root error boundary.
  route('*', 'routes/not-found.tsx', { id: fallbackRouteId }),
] satisfies RouteConfig;
