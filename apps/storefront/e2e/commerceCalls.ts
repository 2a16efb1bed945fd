import type { RunningCommerceApi } from './commerceApi';

/** A sofa of the seeded catalogue with plenty in stock (apps/commerce-api/src/seed). */
export const sofaSkuId = 100001;

export const channelContexts = {
  se: { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' },
  com: { channelId: '3|com', marketId: 'eu', languageId: 'en-US' },
} as const;

export type ChannelContext = { channelId: string; marketId: string; languageId: string };

/** One GraphQL call to the embedded API as the storefront makes it (API key, optional bearer). */
export async function apiGraphql<T>(
  api: RunningCommerceApi,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await fetch(api.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-apikey': 'hemma-dev-key',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A new cart holding the sku, as the product page would leave it; answers its id for the hemma-cart cookie. */
export async function cartWith(
  api: RunningCommerceApi,
  context: ChannelContext,
  skuId = sofaSkuId,
  quantity = 1,
): Promise<string> {
  const { getCart } = await apiGraphql<{ getCart: { id: string } }>(
    api,
    'query($id: String!, $channelId: String, $marketId: String, $languageId: String) { getCart(id: $id, channelId: $channelId, marketId: $marketId, languageId: $languageId) { id } }',
    { id: '', ...context },
  );
  await apiGraphql(
    api,
    'mutation($id: String!, $item: CartItemInputType!, $channelId: String, $marketId: String, $languageId: String) { addToCart(id: $id, item: $item, channelId: $channelId, marketId: $marketId, languageId: $languageId) { id } }',
    { id: getCart.id, item: { skuId, quantity }, ...context },
  );
  return getCart.id;
}

/** Whether the cart is still open in the API (an order that was not placed leaves it so). */
export async function cartIsOpen(api: RunningCommerceApi, cartId: string): Promise<boolean> {
  const { getCart } = await apiGraphql<{ getCart: { id: string; isCompleted: boolean } }>(
    api,
    'query($id: String!) { getCart(id: $id, includeCompleted: true) { id isCompleted } }',
    { id: cartId },
  );
  return getCart.id === cartId && !getCart.isCompleted;
}
