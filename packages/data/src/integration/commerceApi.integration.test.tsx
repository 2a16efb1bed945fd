// @vitest-environment jsdom
/**
 * The generated documents and hooks, through the real client, against the real embedded commerce
 * API (seeded in memory): nothing mocked.
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { createAuthClient } from '../auth/authClient';
import { createApolloClient } from '../client/createApolloClient';
import { clientErrorText } from '../client/errors';
import {
  AddToCartDocument,
  GetCartDocument,
  GetUserDocument,
  ProductDocument,
  ProductsDocument,
} from '../generated/graphql';
import { useGetCartQuery, useProductsQuery } from '../generated/hooks';

// Started by ./globalSetup.ts in Node; this file renders hooks in jsdom.
const api = inject('commerceApi');
const TEST_API_KEY = api.apiKey;

const se = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' };
const com = { channelId: '3|com', marketId: 'eu', languageId: 'en-US' };
const client = (market = se, getToken?: () => string | undefined) =>
  createApolloClient({ endpoint: `${api.url}/graphql`, apiKey: TEST_API_KEY, ...market, getToken });

function withClient(apollo: ApolloClient, children: React.ReactNode) {
  return <ApolloProvider client={apollo}>{children}</ApolloProvider>;
}

function ProductList() {
  const { data, error } = useProductsQuery({ variables: { take: 4 } });
  if (error) return <p role="alert">{clientErrorText(error)}</p>;
  if (!data) return <p>Loading</p>;
  return (
    <ul aria-label={`${data.products?.count} products`}>
      {data.products?.products?.map((product) => (
        <li key={product?.productId}>
          {product?.name} {product?.unitPrice?.sellingPriceIncVatFormatted}
        </li>
      ))}
    </ul>
  );
}

function CartSize({ id }: { id: string }) {
  const { data } = useGetCartQuery({ variables: { id }, fetchPolicy: 'no-cache' });
  return <p>{data ? `${data.getCart?.items?.length ?? 0} items` : 'Loading'}</p>;
}

describe('against the embedded commerce API', () => {
  it('useProductsQuery lists products with prices in the channel currency', async () => {
    const { unmount } = render(withClient(client(se), <ProductList />));
    const list = await screen.findByRole('list', { name: /products$/ }, { timeout: 20_000 });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(list.textContent).toMatch(/kr/);
    unmount();

    render(withClient(client(com), <ProductList />));
    expect(
      (await screen.findByRole('list', { name: /products$/ }, { timeout: 20_000 })).textContent,
    ).toMatch(/€/);
  });

  it('normalizes products by productId across queries', async () => {
    const apollo = client(se);
    const { data } = await apollo.query({ query: ProductsDocument, variables: { take: 1 } });
    const first = data?.products?.products?.[0];
    expect(first).toBeTruthy();
    await apollo.query({ query: ProductDocument, variables: { alias: first!.alias } });
    expect(apollo.extract()).toHaveProperty([`ProductType:{"productId":${first!.productId}}`]);
  });

  it('getCart gives a new cart, addToCart fills it and getCart (useGetCartQuery) reads it back', async () => {
    const apollo = client(se);
    const created = await apollo.query({
      query: GetCartDocument,
      variables: { id: '' },
      fetchPolicy: 'no-cache',
    });
    const cartId = created.data?.getCart?.id;
    expect(cartId).toBeTruthy();
    expect(created.data?.getCart?.items ?? []).toHaveLength(0);

    const { data: detail } = await apollo.query({
      query: ProductsDocument,
      variables: { take: 20 },
    });
    const product = detail?.products?.products?.find(
      (candidate) => (candidate?.totalStock?.inStock ?? 0) > 0,
    );
    const full = await apollo.query({
      query: ProductDocument,
      variables: { alias: product!.alias },
    });
    const sku = full.data?.product?.skus?.find((candidate) => (candidate?.stock?.inStock ?? 0) > 0);
    const added = await apollo.mutate({
      mutation: AddToCartDocument,
      variables: { id: cartId!, item: { skuId: sku!.skuId, quantity: 1 } },
    });
    expect(added.data?.addToCart?.items?.map((item) => item?.skuId)).toEqual([sku!.skuId]);
    expect(added.data?.addToCart?.summary?.total?.sellingPriceIncVatFormatted).toMatch(/kr/);

    render(withClient(apollo, <CartSize id={cartId!} />));
    expect(await screen.findByText('1 items', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('an error path: more than the stock gives the API message as "GraphQL error: ..."', async () => {
    const apollo = client(se);
    const cartId = (
      await apollo.query({ query: GetCartDocument, variables: { id: '' }, fetchPolicy: 'no-cache' })
    ).data?.getCart?.id;
    const { data } = await apollo.query({ query: ProductsDocument, variables: { take: 20 } });
    const product = data?.products?.products?.find(
      (candidate) => (candidate?.totalStock?.inStock ?? 0) > 0,
    );
    const full = await apollo.query({
      query: ProductDocument,
      variables: { alias: product!.alias },
    });
    const sku = full.data?.product?.skus?.find(
      (candidate) =>
        (candidate?.stock?.inStock ?? 0) > 0 && (candidate?.stock?.oversellable ?? 0) === 0,
    );
    const error = await apollo
      .mutate({
        mutation: AddToCartDocument,
        variables: { id: cartId!, item: { skuId: sku!.skuId, quantity: 999 } },
      })
      .catch((e: unknown) => e);
    expect(clientErrorText(error)).toMatch(/^GraphQL error: Only \d+ left/);
  });

  it('a wrong API key is a status error worded as the catalogue says', async () => {
    const apollo = createApolloClient({ endpoint: `${api.url}/graphql`, apiKey: 'wrong', ...se });
    const error = await apollo
      .query({ query: ProductsDocument, variables: { take: 1 } })
      .catch((e: unknown) => e);
    expect(clientErrorText(error)).toBe(
      'Network error: Response not successful: Received status code 403',
    );
  });

  it('the auth client registers through the real sign challenge, and its token reads the user', async () => {
    const auth = createAuthClient({
      authEndpoint: `${api.url}/auth/`,
      signEndpoint: `${api.url}/auth/sign/${TEST_API_KEY}?identity=`,
    });
    const session = await auth.connect(
      { username: 'integration@example.com', password: 'a long password' },
      'register',
    );
    auth.dispose();
    expect(session?.maxAge).toBeGreaterThan(0);
    const apollo = client(se, () => session?.token);
    const { data } = await apollo.query({ query: GetUserDocument });
    expect(data?.getUser?.email).toBe('integration@example.com');

    const again = createAuthClient({
      authEndpoint: `${api.url}/auth/`,
      signEndpoint: `${api.url}/auth/sign/${TEST_API_KEY}?identity=`,
    });
    expect(
      await again.connect({ username: 'integration@example.com', password: 'wrong password' }),
    ).toBeUndefined();
    expect(again.lastFailure?.code).toBe('WRONG_CREDENTIALS');
  });
});
