import { RouterContextProvider } from 'react-router';
import { resolveShopContext } from '@hemma/data';
import { markets, type Locale } from '../../config/shop';
import { requestStateContext } from '../../routing/requestContext';

/** A router context as the request middleware leaves it, for a market and locale (server tests). */
export function requestContextFor(
  marketAlias: string,
  locale: Locale,
  authenticated = false,
): RouterContextProvider {
  const context = new RouterContextProvider();
  const market = markets.find((candidate) => candidate.alias === marketAlias) ?? markets[0];
  context.set(requestStateContext, {
    ...resolveShopContext({ locale, market }),
    screen: null,
    nonce: 'n',
    authenticated,
  });
  return context;
}
