import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_API_KEY } from '../testing/startTestServer';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function post(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data: Record<string, { id?: string; items?: { skuId: number; quantity: number }[] }>;
  };
}

describe('the data folder', () => {
  it('keeps carts and subscriptions across a restart, and is seeded only once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hemma-api-'));
    folders.push(dataDir);
    const first = await startTestServer({ dataDir });
    const cart = await post(first.url, '{ getCart(id: "") { id } }');
    const id = cart.data.getCart?.id;
    const skuId = first.catalog.data.skus.find((sku) => sku.stock.inStock > 5)?.skuId;
    await post(
      first.url,
      'mutation add($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 2 }) { id } }',
      { id, skuId },
    );
    await post(first.url, 'mutation { subscribeToNewsletter(email: "kept@example.com") }');
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const again = await post(
        second.url,
        'query getCart($id: String) { getCart(id: $id) { id items { skuId quantity } } }',
        { id },
      );
      expect(again.data.getCart).toEqual({ id, items: [{ skuId, quantity: 2 }] });
      const [subscription] = await second.db.query<{ email: string }>(
        'select email from newsletter_subscriptions where email = $1',
        ['kept@example.com'],
      );
      expect(subscription?.email).toBe('kept@example.com');
      const [users] = await second.db.query<{ count: number }>(
        'select count(*)::int as count from users',
      );
      expect(users?.count).toBe(2);
    } finally {
      await second.close();
    }
  }, 120_000);
});
