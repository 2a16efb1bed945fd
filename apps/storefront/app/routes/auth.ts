import { serverConfig } from '../config/env.server';
import { proxyAuth } from '../features/account/authProxy.server';
import type { Route } from './+types/auth';

function forward({ request, params }: { request: Request; params: { '*'?: string } }) {
  const config = serverConfig();
  return proxyAuth(request, params['*'] ?? '', {
    authEndpoint: config.authEndpoint,
    signEndpoint: config.signEndpoint,
  });
}

/** GET /auth/{action} (session renewal, login token exchange) and /auth/sign?identity={challenge}. */
export function loader(args: Route.LoaderArgs) {
  return forward(args);
}

/** POST /auth/{action}: login, register, password change and logout. */
export function action(args: Route.ActionArgs) {
  return forward(args);
}
