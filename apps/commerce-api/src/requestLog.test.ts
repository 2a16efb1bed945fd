import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalog } from './catalog/catalog';
import type { Database } from './db/database';
import { generateCatalog } from './seed/generateCatalog';
import { createApp } from './server';

/** Catalogue queries never reach the database; this one fails loudly if they did. */
const unusedDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the database was used')),
  exec: () => Promise.reject(new Error('the database was used')),
  transaction: () => Promise.reject(new Error('the database was used')),
  close: () => Promise.resolve(),
};

const lines: string[] = [];
const catalog = new Catalog(generateCatalog());
const { server } = createApp({
  db: unusedDatabase,
  catalog,
  apiKey: 'key',
  authSecret: 'request-log-test-secret',
  log: (line) => lines.push(line),
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const productsBody = JSON.stringify({
  operationName: 'products',
  query:
    'query products { products(take: 2) { products { productId totalStock { totalStock } } } }',
});
const post = (body: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': 'key' },
    body,
  });

describe('request log and answer cache', () => {
  it('logs one line per request with method, path, status, duration and operation name', async () => {
    lines.length = 0;
    await fetch(`${base}/health`);
    await post(productsBody);
    await fetch(`${base}/graphql`, { method: 'POST', body: '{}' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\S+Z GET \/health 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/ POST \/graphql 200 \d+\.\dms products$/);
    expect(lines[2]).toMatch(/ POST \/graphql 401 /);
  });

  it('answers a repeated catalogue query from the cache, until stock changes', async () => {
    const first = await (await post(productsBody)).text();
    lines.length = 0;
    const second = await (await post(productsBody)).text();
    expect(second).toBe(first);
    expect(lines[0]).toMatch(/products \(cached\)$/);
    const { productId } = (
      JSON.parse(first) as { data: { products: { products: { productId: number }[] } } }
    ).data.products.products[0] as { productId: number };
    const sku = catalog.skusByProduct.get(productId)?.[0];
    if (!sku) throw new Error('no sku');
    catalog.setStock(sku.skuId, { ...sku.stock, inStock: sku.stock.inStock + 7, static: null });
    lines.length = 0;
    const third = await (await post(productsBody)).text();
    expect(lines[0]).not.toContain('(cached)');
    expect(third).not.toBe(first);
  });
});
