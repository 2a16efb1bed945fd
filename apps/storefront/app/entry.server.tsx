import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { BundledShopLabelsProvider, ServerSanitizerProvider } from '@hemma/shop';
import {
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type RouterContextProvider,
} from 'react-router';
import { serverConfig } from './config/env.server';
import { apolloClientContext } from './data/apolloContext';
import { ServerApolloClientProvider } from './data/DataProvider';
import { serverHtmlSanitizer } from './features/shop/htmlSanitizer.server';
import { parseAppPath } from './routing/marketPath';
import { NonceContext } from './routing/nonce';
import { requestStateContext } from './routing/requestContext';
import { requestCookies } from './data/requestCookies.server';
import { hasDeferredData } from './server/deferredData.server';
import { paintBeforeScripts } from './server/paintBeforeScripts.server';
import { webFontFaces } from './fonts';
import { createNonce, pathRulesOf, policyInputOf } from './server/requestMiddleware.server';
import { applySecurityHeaders } from './server/securityHeaders';

export const streamTimeout = 5_000;

// The production server (server.mjs) answers each route prefix from its own screens' routes.
export { routePrefixOfRequest, screenRouteIdsByPrefix } from './routing/routeVariants';
// server.mjs gives each request the socket's peer address (the proxies send it to the API) and
// reads the configuration once at start, so a missing PUBLIC_ORIGIN stops it before it listens.
export { loadContextOf } from './server/proxyGuard.server';
export { serverConfig } from './config/env.server';

/** HTML that finished rendering is written in document order up to this size (see progressiveChunkSize below). */
const htmlInPlaceBytes = 1024 * 1024;

/** The request's state from the root middleware, or one made here for the rare response it did not see. */
function stateFor(request: Request, context: RouterContextProvider) {
  const state = context.get(requestStateContext);
  if (state) return { nonce: state.nonce, locale: state.locale };
  const rules = pathRulesOf(serverConfig(), requestCookies(request).cookies);
  const { locale } = parseAppPath(new URL(request.url).pathname, rules);
  return { nonce: createNonce(), locale };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, locale } = stateFor(request, loadContext);
  applySecurityHeaders(responseHeaders, policyInputOf(serverConfig(), nonce, request));

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // The whole page at once unless a loader deferred part of its data to a browser: React
    // Router's data script and its end are Suspense boundaries that never finish with the shell,
    // so a shell-first stream always carried React's reveal script (~900 bytes) and sent the data
    // in a flush of its own, for nothing when every loader awaited its data (list page 14.0 ->
    // 13.5 KB brotli, under the ~14.6 KB a phone's first round trip carries with the headers).
    // Crawlers always get the whole page.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) ||
      routerContext.isSpaMode ||
      !hasDeferredData(routerContext.staticHandlerContext.loaderData)
        ? 'onAllReady'
        : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <BundledShopLabelsProvider locale={locale}>
        <NonceContext.Provider value={nonce}>
          <ServerApolloClientProvider client={loadContext.get(apolloClientContext)}>
            <ServerSanitizerProvider sanitizer={serverHtmlSanitizer()}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerSanitizerProvider>
          </ServerApolloClientProvider>
        </NonceContext.Provider>
      </BundledShopLabelsProvider>,
      {
        nonce,
        // React outlines every finished Suspense boundary over 500 bytes once the HTML passes this
        // many bytes (default 12,800): our shell alone is ~16 KB, so the widgets (each in its own
        // boundary) went to the end of the document and were moved in by script, which held the
        // front page's hero back (late LCP) and shifted the page when it was revealed (CLS 0.3).
        // Finished content stays in place; boundaries still waiting for data stream as before.
        progressiveChunkSize: htmlInPlaceBytes,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const html = pipeline(body, paintBeforeScripts(nonce, webFontFaces), () => undefined);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Client navigations fetch `.data` responses: they carry the same headers as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const state = (context as RouterContextProvider).get(requestStateContext);
  applySecurityHeaders(
    response.headers,
    policyInputOf(serverConfig(), state?.nonce ?? createNonce(), request),
  );
  return response;
};
