import { serverConfig } from '../config/env.server';
import { proxyGraphql } from '../server/graphqlProxy.server';
import type { Route } from './+types/graphql';

function forward({ request }: { request: Request }) {
  const config = serverConfig();
  return proxyGraphql(request, { target: config.commerceApiUrl, apiKey: config.apiKey });
}

export function loader(args: Route.LoaderArgs) {
  return forward(args);
}

export function action(args: Route.ActionArgs) {
  return forward(args);
}
