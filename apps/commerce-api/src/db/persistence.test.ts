import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyDataFolder } from '../testing/dataFolders';
import { startTestServer, TEST_API_KEY } from '../testing/startTestServer';

let removeFolder: (() => Promise<void>) | undefined;
afterAll(() => removeFolder?.());

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
  // Two starts, the first seeding a fresh database: long on a loaded machine (the whole suite runs beside it).
  it(
    'keeps carts and subscriptions across a restart, and is seeded only once',
    { timeout: 120_000 },
    async () => {
      // A fresh database: a copy of the folder PGlite's initdb left, before anything of ours (the same
      // as what PGlite makes of an empty folder, without running initdb again).
      const { dataDir, remove } = await copyDataFolder(inject('dataFolders').empty);
      removeFolder = remove;
      const first = await startTestServer({ dataDir });
      expect(first.seed).toBe('seeded');
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
        expect(second.seed).toBe('kept');
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
    },
  );
});
