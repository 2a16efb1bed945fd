import { serverConfig } from '../config/env.server';
import { proxyGraphql } from '../server/graphqlProxy.server';
import { clientAddressOf, socketAddressOf } from '../server/proxyGuard.server';
import type { Route } from './+types/graphql';

function forward({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const config = serverConfig();
  return proxyGraphql(request, {
    target: config.commerceApiUrl,
    apiKey: config.apiKey,
    publicOrigin: config.publicOrigin,
    clientAddress: clientAddressOf({
      socketAddress: socketAddressOf(context),
      forwardedFor: request.headers.get('x-forwarded-for'),
      trustProxy: config.trustProxy,
    }),
    shopSecret: config.shopApiSecret,
  });
}

export function loader(args: Route.LoaderArgs) {
  return forward(args);
}

export function action(args: Route.ActionArgs) {
  return forward(args);
}
