import { serverConfig } from '../config/env.server';
import { proxyAuth } from '../features/account/authProxy.server';
import { clientAddressOf, socketAddressOf } from '../server/proxyGuard.server';
import type { Route } from './+types/auth';

function forward({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const config = serverConfig();
  return proxyAuth(request, params['*'] ?? '', {
    authEndpoint: config.authEndpoint,
    signEndpoint: config.signEndpoint,
    publicOrigin: config.publicOrigin,
    clientAddress: clientAddressOf({
      socketAddress: socketAddressOf(context),
      forwardedFor: request.headers.get('x-forwarded-for'),
      trustProxy: config.trustProxy,
    }),
    shopSecret: config.shopApiSecret,
  });
}

/** GET /auth/login (session renewal) and /auth/sign?identity={challenge}. */
export function loader(args: Route.LoaderArgs) {
  return forward(args);
}

/** POST /auth/{action}: login, register, password change and logout. */
export function action(args: Route.ActionArgs) {
  return forward(args);
}
