import { data, type LoaderFunctionArgs } from 'react-router';
import { serverConfig } from '../config/env.server';
import { translatedLocales, type Locale, type Market } from '../config/shop';
import { shopPath, bundledTranslator } from '@hemma/shop';
import { currentMarketFor } from '../routing/marketPath';
import { notFound } from '../routing/notFound';
import { localizedPath, type ScreenMatch, type ScreenParams } from '../routing/paths';
import type { ScreenData } from '../routing/screenMeta';
import { screenByName, type ScreenName } from '../routing/screens';
import { requireRequestState } from './requestMiddleware.server';

const ogLocales: Record<Locale, string> = {
  en: 'en_GB',
  sv: 'sv_SE',
  da: 'da_DK',
  fi: 'fi_FI',
  nb: 'nb_NO',
};
const noIndexScreens = new Set<ScreenName>([
  'checkout',
  'checkoutConfirm',
  'checkoutPaymentFailed',
  'accountOrders',
  'accountBalance',
  'accountSettings',
  'account',
  'resetPassword',
  'notFound',
  'previewWidgets',
  'confirmSubscription',
]);

/** The market a page in a language is offered in: the visitor's, unless it does not allow the language. */
function marketForLanguage(locale: Locale, market: Market): Market {
  return (market.allowedLanguages as readonly Locale[]).includes(locale)
    ? market
    : currentMarketFor(locale, {});
}

function pathFor(
  screen: ScreenMatch,
  locale: Locale,
  market: Market,
  marketInPath: boolean,
): string {
  return localizedPath(
    screen.name,
    locale,
    screen.params as ScreenParams<ScreenName>,
    marketInPath ? { market: marketForLanguage(locale, market).alias } : {},
  );
}

/**
 * A path the commerce API gives for a language (an alternative URL) as this shop's absolute address
 * in that language: its locale prefix, and its market when markets are in the path.
 */
export function localizedHref(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  locale: Locale,
  path: string,
): string {
  const { market } = requireRequestState(context);
  const config = serverConfig();
  const origin = config.publicOrigin ?? new URL(request.url).origin;
  return `${origin}${shopPath(path, { locale, market: config.marketInPath ? marketForLanguage(locale, market).alias : undefined })}`;
}

export interface ScreenLoaderOptions {
  /** Replaces the screen's title, e.g. with the search term. */
  title?: (
    t: (key: 'search.resultsFor', options: { term: string }) => string,
    params: ScreenMatch['params'],
  ) => string;
  status?: number;
}

/**
 * The loader shared by the screens: the localized title and description, canonical and hreflang
 * links for the screen. Pages add their own data to it once @hemma/data provides the queries.
 */
export function screenData(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  options: ScreenLoaderOptions = {},
): ScreenData {
  const { locale, market, screen } = requireRequestState(context);
  if (!screen) notFound();
  const config = serverConfig();
  const origin = config.publicOrigin ?? new URL(request.url).origin;
  const t = bundledTranslator(locale);
  const title = options.title
    ? options.title((key, values) => t(key, values), screen.params)
    : t(`screens.${screen.name}.title`);
  return {
    screen: screen.name,
    layout: screenByName(screen.name).layout,
    params: screen.params,
    locale,
    title,
    documentTitle: t('site.title', { title }),
    description: t(`screens.${screen.name}.description`),
    canonical: `${origin}${pathFor(screen, locale, market, config.marketInPath)}`,
    alternates: [
      ...translatedLocales.map((alternate) => ({
        hreflang: alternate,
        href: `${origin}${pathFor(screen, alternate, market, config.marketInPath)}`,
      })),
      {
        hreflang: 'x-default',
        href: `${origin}${pathFor(screen, 'en', market, config.marketInPath)}`,
      },
    ],
    siteName: t('site.name'),
    ogLocale: ogLocales[locale],
    noIndex: noIndexScreens.has(screen.name),
  };
}

export function screenLoader(args: LoaderFunctionArgs) {
  return screenData(args);
}

export function screenLoaderWithStatus(status: number) {
  return (args: LoaderFunctionArgs) => data(screenData(args), { status });
}
