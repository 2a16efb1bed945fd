import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBuild, overBudget } from './measure.mjs';

const clientDir = mkdtempSync(join(tmpdir(), 'budget-'));
mkdirSync(join(clientDir, 'assets'));
for (const file of ['entry.js', 'shared.js', 'root.js', 'product.js', 'dialog-lazy.js'])
  writeFileSync(join(clientDir, 'assets', file), '');

const kiloBytes = {
  entry: 60,
  shared: 40,
  root: 20,
  product: 50,
  'dialog-lazy': 31,
  manifest: 5,
  'root.css': 3,
  'product.css': 13,
};
const sizeOf = (file) => 1024 * kiloBytes[file.split('/').pop().replace(/\.js$/, '')];

const manifest = {
  url: '/assets/manifest.js',
  entry: { module: '/assets/entry.js', imports: ['/assets/shared.js'], css: [] },
  routes: {
    root: {
      id: 'root',
      module: '/assets/root.js',
      imports: ['/assets/shared.js'],
      css: ['/assets/root.css'],
    },
    'routes/product': {
      id: 'routes/product',
      parentId: 'root',
      module: '/assets/product.js',
      imports: [],
      css: ['/assets/product.css'],
    },
  },
};
const budgets = { routes: [{ match: 'product', firstLoadJsKb: 160, cssKb: 15 }], lazyChunkKb: 30 };

describe('bundle budgets', () => {
  const measured = measureBuild({
    manifest,
    clientDir,
    sizeOf,
    routeDiscovery: { mode: 'initial' },
  });

  it('adds the entry, the route chain and their imports once each to a route first load', () => {
    expect(measured.routes).toEqual([{ id: 'routes/product', firstLoadJsKb: 175, cssKb: 16 }]);
  });

  it('counts a chunk no route loads up front as lazy', () => {
    expect(measured.lazyChunks).toEqual([{ url: '/assets/dialog-lazy.js', kb: 31 }]);
  });

  it('reports every figure over its budget', () => {
    expect(overBudget(measured, budgets)).toEqual([
      'routes/product: first-load JS 175.0 KB > 160 KB',
      'routes/product: CSS 16.0 KB > 15 KB',
      'lazy chunk /assets/dialog-lazy.js: 31.0 KB > 30 KB',
    ]);
  });

  it('leaves out the route manifest module under lazy route discovery, where the browser never loads it', () => {
    const lazy = measureBuild({
      manifest,
      clientDir,
      sizeOf,
      routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    });
    expect(lazy.routes).toEqual([{ id: 'routes/product', firstLoadJsKb: 170, cssKb: 16 }]);
    expect(lazy.lazyChunks.map((chunk) => chunk.url)).toEqual(['/assets/dialog-lazy.js']);
  });

  it('passes a build within budget', () => {
    expect(
      overBudget(measured, {
        ...budgets,
        routes: [{ match: '.*', firstLoadJsKb: 200, cssKb: 20 }],
        lazyChunkKb: 40,
      }),
    ).toEqual([]);
  });
});
