import { redirect, type MiddlewareFunction } from 'react-router';
import { serverConfig } from '../config/env.server';
import { authenticatedGuard } from '../routing/guards';
import { localizedPath } from '../routing/paths';
import { requestCookies } from '../data/requestCookies.server';
import { requireRequestState } from './requestMiddleware.server';

/** The authenticated guard as route middleware for the account routes. */
export const authenticatedMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const url = new URL(request.url);
  const decision = authenticatedGuard({
    cookies: requestCookies(request).cookies,
    search: url.search,
  });
  if (decision === 'redirectToIndex') {
    const { locale, market } = requireRequestState(context);
    throw redirect(
      localizedPath(
        'index',
        locale,
        {},
        serverConfig().marketInPath ? { market: market.alias } : {},
      ),
    );
  }
  return next();
};
