import { redirect } from 'react-router';
import { serverConfig } from '../config/env.server';
import { isLocale } from '../config/shop';
import { languageSwitchPath } from '../routing/languageSwitch';
import { localPathOr } from '../routing/localPath';
import { requestCookies } from '../data/requestCookies.server';
import { pathRulesOf } from '../server/requestMiddleware.server';
import type { Route } from './+types/change-language';

/**
 * `/change-language?to=sv&from=/checkout`: stores the locale cookie for 365 days and redirects to
 * the same screen's localized path (spec section 4). Works without JavaScript. The redirect is
 * always a path the shop builds: an unknown language answers 400 and a `from` that is not a local
 * path (issue 51: `/%09/evil.example` left the site) leads to the language's start page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') ?? '';
  if (!isLocale(to))
    return new Response('Unknown language', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const from = localPathOr(url.searchParams.get('from'), '/');
  const { cookies, setCookieHeaders } = requestCookies(request);
  const rules = pathRulesOf(serverConfig(), cookies);
  cookies.locale.set(to);
  return redirect(languageSwitchPath(from, to, rules), {
    headers: setCookieHeaders.map((header): [string, string] => ['Set-Cookie', header]),
  });
}
