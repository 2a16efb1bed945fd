import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => bytes / 1024;

export function gzippedSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The route ids from a leaf up to the root, root first. */
function chainOf(routes, id) {
  const chain = [];
  for (let current = routes[id]; current; current = routes[current.parentId])
    chain.unshift(current);
  return chain;
}

/**
 * First-load JS and CSS of every leaf route of a React Router build manifest, and every
 * chunk that no route loads up front (a lazy chunk).
 *
 * The route manifest module (`manifest.url`) counts only with `routeDiscovery: { mode: 'initial' }`:
 * in React Router's default lazy mode the HTML inlines the matched routes' entries and the browser
 * asks `/__manifest` for more as links appear, so that module is never downloaded.
 */
export function measureBuild({
  manifest,
  clientDir,
  sizeOf = gzippedSize,
  routeDiscovery = { mode: 'lazy' },
}) {
  const sizes = new Map();
  const size = (url) => {
    // Some manifests carry a fragment or query on a URL (e.g. `a.css#`): the file is the path.
    if (!sizes.has(url)) sizes.set(url, sizeOf(join(clientDir, url.replace(/[?#].*$/, ''))));
    return sizes.get(url);
  };
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const leaves = Object.keys(manifest.routes).filter((id) => !parents.has(id));
  const loadedUpFront = new Set();
  const routes = leaves.map((id) => {
    const js = new Set([
      ...(routeDiscovery.mode === 'initial' ? [manifest.url] : []),
      manifest.entry.module,
      ...manifest.entry.imports,
    ]);
    const css = new Set(manifest.entry.css ?? []);
    for (const route of chainOf(manifest.routes, id)) {
      if (route.module) js.add(route.module);
      for (const url of route.imports ?? []) js.add(url);
      for (const url of route.css ?? []) css.add(url);
    }
    for (const url of js) loadedUpFront.add(url);
    const sum = (urls) => [...urls].reduce((total, url) => total + size(url), 0);
    return { id, firstLoadJsKb: kb(sum(js)), cssKb: kb(sum(css)) };
  });
  const assetsDir = join(clientDir, 'assets');
  const lazyChunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
    .filter((url) => !loadedUpFront.has(url) && url !== manifest.url)
    .map((url) => ({ url, kb: kb(size(url)) }));
  return { routes, lazyChunks };
}

export function budgetFor(budgets, routeId) {
  return budgets.routes.find((rule) => new RegExp(rule.match).test(routeId));
}

/** Every figure over its budget, as readable lines. */
export function overBudget(measured, budgets) {
  const failures = [];
  for (const route of measured.routes) {
    const budget = budgetFor(budgets, route.id);
    if (!budget) continue;
    if (route.firstLoadJsKb > budget.firstLoadJsKb)
      failures.push(
        `${route.id}: first-load JS ${route.firstLoadJsKb.toFixed(1)} KB > ${budget.firstLoadJsKb} KB`,
      );
    if (route.cssKb > budget.cssKb)
      failures.push(`${route.id}: CSS ${route.cssKb.toFixed(1)} KB > ${budget.cssKb} KB`);
  }
  for (const chunk of measured.lazyChunks) {
    if (chunk.kb > budgets.lazyChunkKb)
      failures.push(
        `lazy chunk ${chunk.url}: ${chunk.kb.toFixed(1)} KB > ${budgets.lazyChunkKb} KB`,
      );
  }
  return failures;
}
