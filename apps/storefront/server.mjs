#!/usr/bin/env node
// The shop's production server: `node server.mjs build/server/index.js`. It serves what
// react-router-serve serves (compressed responses, hashed assets cached for a year, public files
// for an hour), with four differences. Brotli compresses at quality 5, not 4. The public files
// (icons, the web manifest, videos) are listed once at start, so a page's request is not first
// looked for on disk (two file-system stats per page before). A streamed page's flushes of the
// compressor are made once per turn of the event loop (coalescedFlush). And each market and
// language prefix is answered by a request
// handler whose route table holds that prefix's screens only. The route config registers every
// screen under every prefix (routes.ts), and React Router matches a request against the whole
// table, twice per document; with about 30 routes instead of 575 a product page costs less CPU.
// React Router's route discovery (`/__manifest`) goes to the prefix of the paths it names when they
// share one, else to a handler of the whole table.
// It also reads the configuration before it listens (production requires PUBLIC_ORIGIN), gives
// each request the socket's peer address (the proxies send it to the API's login throttle), and
// bounds how long a request may take to arrive (issue 51).
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';

/** The server build with only the given routes, in the server's table and in the browser's manifest. */
function buildWithRoutes(build, keep) {
  const pick = (routes) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return {
    ...build,
    routes: pick(build.routes),
    assets: { ...build.assets, routes: pick(build.assets.routes) },
  };
}

/**
 * A request handler per route prefix, and one for the whole table. The app names the prefixes
 * and their screens (entry.server exports them, so the server needs no copy of the route table).
 */
function prefixRequestHandlers(build, mode = process.env.NODE_ENV) {
  const { screenRouteIdsByPrefix, routePrefixOfRequest, loadContextOf } = build.entry.module;
  // The socket's peer: the proxies send it to the API as the visitor's address (login throttle).
  const getLoadContext = (request) => loadContextOf(request.socket.remoteAddress);
  const byPrefix = screenRouteIdsByPrefix();
  const screenRouteIds = new Set([...byPrefix.values()].flat());
  const handlers = new Map(
    [...byPrefix].map(([prefix, ids]) => {
      const own = new Set(ids);
      const prefixBuild = buildWithRoutes(build, (id) => own.has(id) || !screenRouteIds.has(id));
      return [prefix, createRequestHandler({ build: prefixBuild, mode, getLoadContext })];
    }),
  );
  const wholeTable = createRequestHandler({ build, mode, getLoadContext });
  return (request, response, next) => {
    const prefix = routePrefixOfRequest(request.originalUrl);
    const handler = (prefix !== undefined && handlers.get(prefix)) || wholeTable;
    return handler(request, response, next);
  };
}

/**
 * The files Vite copied from `public/` into the client build (everything there but the hashed
 * assets), served for an hour; any other path goes on to the pages without touching the disk.
 */
function publicFiles(clientDirectory) {
  const files = new Set(
    readdirSync(clientDirectory, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.startsWith(`assets${sep}`) && file !== 'assets')
      .filter((file) => statSync(join(clientDirectory, file)).isFile())
      .map((file) => `/${file.split(sep).join('/')}`),
  );
  const serve = express.static(clientDirectory, { maxAge: '1h', index: false });
  return (request, response, next) => {
    let path;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    return files.has(path) ? serve(request, response, next) : next();
  };
}

/**
 * React Router flushes the compressor after every chunk of a streamed page (hundreds for a
 * document), and each flush closes a deflate block: documents went out about a third larger than
 * gzip makes them (product page: 19.2 KB on the wire against 14.2 KB compressed in one go), a
 * round trip more on a phone's first paint once past the first ~14 KB. Flushes asked for within
 * one turn of the event loop are made once, at its end: what the render wrote together still goes
 * out together, and streamed parts that arrive later are flushed when they arrive.
 */
function coalescedFlush(request, response, next) {
  const flush = response.flush;
  if (typeof flush === 'function') {
    let pending = false;
    response.flush = () => {
      if (pending) return;
      pending = true;
      setImmediate(() => {
        pending = false;
        if (!response.writableEnded) flush.call(response);
      });
    };
  }
  next();
}

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
try {
  build.entry.module.serverConfig();
} catch (error) {
  if (error?.name !== 'ConfigError') throw error;
  console.error(`[hemma-storefront] ${error.message}`);
  process.exit(1);
}
const app = express();
app.disable('x-powered-by');
// Brotli at quality 5 instead of the middleware's 4: pages come out 7 % smaller (product 13.4 ->
// 12.5 KB, list 15.1 -> 14.1 KB) for 0.2-0.4 ms more per page; 9 and up cost 16 ms and more.
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use(coalescedFlush);
app.use(
  `${build.publicPath}assets`,
  express.static(resolve(build.assetsBuildDirectory, 'assets'), {
    immutable: true,
    maxAge: '1y',
  }),
);
app.use(build.publicPath, publicFiles(build.assetsBuildDirectory));
app.use(morgan('tiny'));
app.all('*', prefixRequestHandlers(build));
const port = Number(process.env.PORT ?? 3000);
const onListen = () =>
  console.log(`[hemma-storefront] http://${process.env.HOST ?? 'localhost'}:${port}`);
const server = process.env.HOST
  ? app.listen(port, process.env.HOST, onListen)
  : app.listen(port, onListen);
// A request, body included, must arrive within 30 s and its headers within 20 s (Node's defaults:
// 300 s and 60 s): a body sent a byte every few seconds held a connection for minutes (issue 51).
// The proxies cut their bodies off sooner (proxyGuard.server.ts); Node checks these every 30 s,
// so a slow request ends between 30 and 60 s.
server.requestTimeout = 30_000;
server.headersTimeout = 20_000;
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close());
