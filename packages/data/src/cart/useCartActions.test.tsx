// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartFragment } from '../generated/graphql';
import { ApolloStoryProvider } from '../mocks/ApolloStoryProvider';
import { fixtureData } from '../mocks/fixtures';
import { browserCartCookie } from './cartCookie';
import { forgetCart, resetCartStore } from './cartStore';
import { useCartActions } from './useCartActions';
import { cartQuantity } from './cartQuantity';
import { useVisitorCart } from './useVisitorCart';

const filled = fixtureData('addToCart', 'com').addToCart as CartFragment;
const empty: CartFragment = { ...filled, items: [] };

/**
 * A cart API that answers a getCart with the cart as it was when the request arrived, 300 ms
 * later: the order in which a browser's requests reach the server, not the order of the answers,
 * decides what a late answer holds.
 */
let cartNow: CartFragment = empty;
const server = setupServer(
  graphql.query('getCart', async ({ variables }) => {
    if (variables.id === '') return HttpResponse.json({ data: { getCart: empty } });
    const asItWas = cartNow;
    await delay(300);
    return HttpResponse.json({ data: { getCart: asItWas } });
  }),
  graphql.mutation('addToCart', () => {
    cartNow = filled;
    return HttpResponse.json({ data: { addToCart: filled } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  cartNow = empty;
  resetCartStore();
});
afterAll(() => server.close());

function MiniCart() {
  const { cart } = useVisitorCart();
  const { add } = useCartActions();
  return (
    <>
      <p>{`${cartQuantity(cart)} in the cart`}</p>
      <button type="button" onClick={() => void add(100001)}>
        Add
      </button>
    </>
  );
}

describe('useCartActions', () => {
  it('a first add creates the cart and the tab shows the added line, not the empty cart a getCart raced in with', async () => {
    render(
      <ApolloStoryProvider channel="com">
        <MiniCart />
      </ApolloStoryProvider>,
    );
    expect(screen.getByText('0 in the cart')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    // The first add loads the Apollo client and the documents (their own chunks) before it is sent.
    await screen.findByText('1 in the cart', {}, { timeout: 10_000 });
    // Every getCart sent so far has answered by now: the line is still there.
    await act(() => delay(600));
    expect(screen.getByText('1 in the cart')).toBeTruthy();
    expect(browserCartCookie().get()).toBe(filled.id);
  });

  it('a placed order empties the mini cart at once: the forgotten cart is not shown any longer', async () => {
    render(
      <ApolloStoryProvider channel="com">
        <MiniCart />
      </ApolloStoryProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    await screen.findByText('1 in the cart', {}, { timeout: 10_000 });
    act(() => forgetCart());
    expect(screen.getByText('0 in the cart')).toBeTruthy();
  });
});
