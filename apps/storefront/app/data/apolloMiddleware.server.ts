import { createApolloClient } from '@hemma/data';
import type { MiddlewareFunction } from 'react-router';
import { serverConfig } from '../config/env.server';
import { requestStateContext } from '../routing/requestContext';
import { requestCookies } from './requestCookies.server';
import { apolloClientContext } from './apolloContext';
import { apiVariablesOf } from '../channels/shopContext';

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
    const config = serverConfig();
    const token = requestCookies(request).cookies.auth.get();
    context.set(
      apolloClientContext,
      createApolloClient({
        endpoint: config.commerceApiUrl,
        apiKey: config.apiKey,
        ...apiVariablesOf(state),
        getToken: () => token,
        ssr: true,
        // A redirect from the API is an answer of status 3xx (spec section 8), never followed elsewhere.
        fetch: (input, init) => fetch(input, { ...init, redirect: 'manual' }),
      }),
    );
  }
  return next();
};
