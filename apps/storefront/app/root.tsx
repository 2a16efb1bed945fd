import {
  catalogueMessage,
  defaultChannelForLanguage,
  formatAmount,
  apiVariablesOf,
  type ShopContext,
} from '@hemma/data';
import { themeNamed } from '@hemma/ui';
import type { ReactNode } from 'react';
import {
  useShopLabels,
  type Translate,
  catalogueMessageText,
  clientErrorLinesText,
  TranslatedUiLabels,
  ShopContextProvider,
  marketFlagUrl,
  marketNamesIn,
} from '@hemma/shop';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage, ErrorPageBoundary } from '@hemma/shop';
import { serverConfig } from './config/env.server';
import { toPublicConfig } from './config/public';
import { defaultLocale, isLocale, type Locale } from './config/shop';
import { ensureClientLocale } from './i18n/i18n.client';
import { useChunkLoadRecovery } from './routing/chunkReload';
import { useHydrationMarker } from '@hemma/shop';
import { useNonce } from './routing/nonce';
import { localizedPath, pathLanguageOf } from './routing/paths';
import { rootShouldRevalidate } from './routing/rootRevalidation';
import { requestMiddleware, requireRequestState } from './server/requestMiddleware.server';
import { apolloMiddleware } from './data/apolloMiddleware.server';
import { ApolloStateScript, DataProvider } from './data/DataProvider';
import { isFailedCall } from './data/failedCall';
import { AppShell } from './layouts/AppShell';
import { loadShellMenus } from './layouts/shellMenus.server';
import { pageBody } from './root.css';
import type { RootData } from './rootData';

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware, apolloMiddleware];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const state = requireRequestState(context);
  const { locale, authenticated } = state;
  const shop: ShopContext = {
    channel: state.channel,
    market: state.market,
    locale,
    customerType: state.customerType,
  };
  const menus = await loadShellMenus(context, pathLanguageOf(locale));
  return {
    /** The request's one resolution: theme, API variables, money texts, checkout and links follow it. */
    shop,
    authenticated,
    config: toPublicConfig(serverConfig()),
    marketNames: marketNamesIn(locale),
    /** Texts that name an amount: the channel's amounts in the market's currency, formatted once, here. */
    moneyTexts: {
      freeShippingOver: formatAmount(
        shop.channel.sellingPoints.freeShippingOver,
        shop.market.currency,
        locale,
      ),
    },
    menus,
    currentMarketFlagUrl: marketFlagUrl(shop.market.countryCode) ?? null,
  };
}

/** Before a page in another language renders, its messages are loaded (lazily, per locale). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await ensureClientLocale(data.shop.locale);
  return data;
}

export const shouldRevalidate = rootShouldRevalidate;

function useDocumentLocale(): Locale {
  const { language } = useShopLabels();
  return isLocale(language) ? language : defaultLocale;
}

/** The start page of the visitor's language (and market, when it is in the path). */
function useHomeHref(): string {
  const locale = useDocumentLocale();
  const root = useRouteLoaderData<RootData>('root');
  return localizedPath(
    'index',
    locale,
    {},
    root?.config.marketInPath ? { market: root.shop.market.alias } : {},
  );
}

/**
 * Runs before any module: zod reads its global configuration from `__zod_globalConfig` (jitless
 * validation never evaluates code, which the CSP forbids), and the style elements of Radix's
 * scroll lock take their nonce from `__webpack_nonce__` (get-nonce), so the CSP admits them.
 */
function earlyGlobalsScript(nonce: string | undefined): string {
  const zod =
    'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
  return nonce ? `${zod}globalThis.__webpack_nonce__=${JSON.stringify(nonce)};` : zod;
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useDocumentLocale();
  const nonce = useNonce();
  const root = useRouteLoaderData<RootData>('root');
  // The root loader's channel; only a page whose root loader failed falls back to the language's channel.
  const theme = themeNamed(
    root?.shop.channel.themeName ?? defaultChannelForLanguage(locale).themeName,
  );
  // In the Layout, not the App: it keeps listening while the error boundary shows.
  useChunkLoadRecovery();
  useHydrationMarker();
  return (
    <html lang={locale} className={theme.className} data-theme={theme.name}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Drawn from the logo's roof mark by scripts/icons.mjs, served from public/. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: earlyGlobalsScript(nonce) }}
        />
        <Links nonce={nonce} />
      </head>
      <body className={pageBody}>
        {/* ui components' own words (close buttons, placeholders, read-outs) in the page's language. */}
        <TranslatedUiLabels>
          <DataProvider
            settings={{
              graphqlPath: root?.config.graphqlPath ?? '/graphql',
              apiKey: root?.config.apiKey ?? '',
            }}
            variables={root ? apiVariablesOf(root.shop) : undefined}
          >
            {root ? (
              <ShopContextProvider shop={root.shop}>{children}</ShopContextProvider>
            ) : (
              children
            )}
          </DataProvider>
        </TranslatedUiLabels>
        <ApolloStateScript nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The error's detail in the page's language: catalogue messages by their codes, others as they came. */
function detailOf(error: unknown, t: Translate): string | undefined {
  if (isRouteErrorResponse(error)) {
    if (isFailedCall(error.data)) return clientErrorLinesText(error.data.errorLines, t);
    return typeof error.data === 'string' && error.data
      ? error.data
      : error.statusText || undefined;
  }
  // A widget area that failed while rendering (WidgetAreaError) carries its lines the same way.
  if (isFailedCall(error)) return clientErrorLinesText(error.errorLines, t);
  return error instanceof Error ? catalogueMessageText(catalogueMessage(error), t) : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useShopLabels();
  const homeHref = useHomeHref();
  const status = statusOf(error);
  const heading = status === 404 ? t('errors.notFound') : t('errors.generic');
  const detail = detailOf(error, t);
  const root = useRouteLoaderData<RootData>('root');
  const page = (
    <>
      <title>{t('site.title', { title: heading })}</title>
      <meta name="robots" content="noindex" />
      <ErrorPageBoundary
        fallback={
          <ErrorPage
            heading={t('errors.errorPageFailed')}
            homeHref={homeHref}
            homeLabel={t('errors.goHome')}
            homeStyle="link"
          />
        }
      >
        {status === 404 ? (
          <ErrorPage heading={heading} homeHref={homeHref} homeLabel={t('errors.backToStart')} />
        ) : (
          <ErrorPage
            code={t('errors.statusCode', { status })}
            heading={heading}
            detail={detail}
            homeHref={homeHref}
            homeLabel={t('errors.goHome')}
          />
        )}
      </ErrorPageBoundary>
    </>
  );
  const plain = <main id="main">{page}</main>;
  // With the root data the error page keeps the shell (header, menus, footer) around it, so the
  // visitor can go on from there; if the shell itself fails, the plain page remains.
  if (!root) return plain;
  return (
    <ErrorPageBoundary fallback={plain}>
      <AppShell>{page}</AppShell>
    </ErrorPageBoundary>
  );
}
