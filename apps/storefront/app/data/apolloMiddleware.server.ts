import type { ApolloClient } from '@apollo/client';
import { createApolloClient, apiVariablesOf, type ApiVariables } from '@hemma/data';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { serverConfig } from '../config/env.server';
import { requestStateContext } from '../routing/requestContext';
import { requestCookies } from './requestCookies.server';
import { apolloClientContext, requireApolloClient } from './apolloContext';

/** The API client of the server for one visitor's token (or none) and one channel, market and language. */
function serverApolloClient(variables: ApiVariables, token: string | null | undefined) {
  const config = serverConfig();
  return createApolloClient({
    endpoint: config.commerceApiUrl,
    apiKey: config.apiKey,
    ...variables,
    getToken: () => token,
    ssr: true,
    // A redirect from the API is an answer of status 3xx (spec section 8), never followed elsewhere.
    fetch: (input, init) => fetch(input, { ...init, redirect: 'manual' }),
  });
}

/**
 * One Apollo client per request, after the request middleware has resolved locale and market:
 * it calls the commerce API directly, with the API key and the visitor's bearer token.
 * Requests without a screen state (resource routes) get none.
 */
export const apolloMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const state = context.get(requestStateContext);
  if (state) {
    const token = requestCookies(request).cookies.auth.get();
    context.set(apolloClientContext, serverApolloClient(apiVariablesOf(state), token));
  }
  return next();
};

const anonymousClients = new Map<string, ApolloClient>();

/**
 * The client a loader's route-data-only query (one that leaves the request's cache alone) goes
 * through. Anonymous requests of one channel, market and language share one client without a
 * token: it sends the same call the request's own client would, and keeps what Apollo prepares for
 * each query document (a new client does that work again on every page). A signed-in visitor's
 * request uses its own client, with the visitor's token.
 */
export function routeDataApolloClient(context: Readonly<RouterContextProvider>): ApolloClient {
  const state = context.get(requestStateContext);
  if (!state || state.authenticated) return requireApolloClient(context);
  return anonymousApolloClient(apiVariablesOf(state));
}

/** The shared client without a token for one channel, market and language (also for resource routes, which have no request state). */
export function anonymousApolloClient(variables: ApiVariables): ApolloClient {
  const key = JSON.stringify(variables);
  let client = anonymousClients.get(key);
  if (!client) {
    client = serverApolloClient(variables, undefined);
    anonymousClients.set(key, client);
  }
  return client;
}
