import { generatePath, matchRoutes, type Params, type PathParam } from 'react-router';
import { defaultLocale, type Locale } from '../config/shop';
import { boundedMemo } from './boundedMemo';
import { screenByName, screens, type Screen, type ScreenName } from './screens';

/** The path language of a locale: Swedish has its own paths, every other locale uses the English ones. */
export type PathLanguage = 'en' | 'sv';
export function pathLanguageOf(locale: Locale): PathLanguage {
  return locale === 'sv' ? 'sv' : 'en';
}

type ScreenOf<N extends ScreenName> = Extract<Screen, { name: N }>;

/** The parameters a screen's path takes, derived from the path itself: `p/:level1/:alias` takes `level1` and `alias`. */
export type ScreenParams<N extends ScreenName> = {
  [K in PathParam<ScreenOf<N>['en']>]?: string;
};

export interface PathPrefix {
  /** The market segment, when the market is part of the path. */
  market?: string | undefined;
}

function encodeSplat(value: string): string {
  return value
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The path of a screen without locale or market prefix, e.g. `/kassan`. */
export function screenPath<N extends ScreenName>(
  name: N,
  locale: Locale,
  params: ScreenParams<N> = {},
): string {
  const pattern = screenByName(name)[pathLanguageOf(locale)];
  const values = params as Record<string, string | undefined>;
  const splat = values['*'];
  const built = generatePath(`/${pattern}`, {
    ...values,
    '*': splat === undefined ? undefined : encodeSplat(splat),
  });
  return built === '' ? '/' : built;
}

/**
 * The localized path of a screen: the default language has no prefix, other locales get theirs,
 * and with the market in the path every path takes the form /{market}/{locale}/...
 */
export function localizedPath<N extends ScreenName>(
  name: N,
  locale: Locale,
  params: ScreenParams<N> = {},
  prefix: PathPrefix = {},
): string {
  const rest = screenPath(name, locale, params);
  const head = prefix.market
    ? `/${prefix.market}/${locale}`
    : locale === defaultLocale
      ? ''
      : `/${locale}`;
  if (!head) return rest;
  return rest === '/' ? head : `${head}${rest}`;
}

export interface ScreenMatch {
  name: ScreenName;
  params: Params;
}

const tables = new Map<PathLanguage, { id: ScreenName; path: string }[]>();
function tableFor(language: PathLanguage) {
  let table = tables.get(language);
  if (!table) {
    table = screens.map((screen) => ({ id: screen.name, path: `/${screen[language]}` }));
    tables.set(language, table);
  }
  return table;
}

/**
 * Which screen a path (after the locale and market prefix) shows, ranked the way React Router
 * ranks the generated route config, so the middleware and the router agree.
 */
export function matchScreen(rest: string, locale: Locale): ScreenMatch | null {
  const match = rememberedScreenMatch(`${pathLanguageOf(locale)}:${rest}`);
  return match && { name: match.name, params: { ...match.params } };
}

/**
 * React Router flattens and ranks the table again on every `matchRoutes` call; a page resolves
 * its own path once per market in the market switcher, so the answers are remembered per path.
 */
const rememberedScreenMatch = boundedMemo(1000, (key: string): ScreenMatch | null => {
  const at = key.indexOf(':');
  const language = key.slice(0, at) as PathLanguage;
  const leaf = matchRoutes(tableFor(language), key.slice(at + 1))?.at(-1);
  return leaf ? { name: leaf.route.id, params: leaf.params } : null;
});
