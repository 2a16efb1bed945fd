import { redirect } from 'react-router';
import { serverConfig } from '../config/env.server';
import { isLocale } from '../config/shop';
import { languageSwitchPath, safeLocalPath } from '../routing/languageSwitch';
import { requestCookies } from '../data/requestCookies.server';
import { pathRulesOf } from '../server/requestMiddleware.server';
import type { Route } from './+types/change-language';

/**
 * `/change-language?to=sv&from=/checkout`: stores the locale cookie for 365 days and redirects to
 * the same screen's localized path (spec section 4). Works without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') ?? '';
  const from = safeLocalPath(url.searchParams.get('from'));
  if (!isLocale(to)) return redirect(from);
  const { cookies, setCookieHeaders } = requestCookies(request);
  const rules = pathRulesOf(serverConfig(), cookies);
  cookies.locale.set(to);
  return redirect(languageSwitchPath(from, to, rules), {
    headers: setCookieHeaders.map((header): [string, string] => ['Set-Cookie', header]),
  });
}
