import { fixtureData, ApolloStoryProvider } from '@hemma/data/mocks';
import type { CartFragment } from '@hemma/data';
import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShellTestProviders } from '@hemma/shop/testing';
import { browserCartCookie } from '../../visitorCart/cartCookie';
import { forgetCart, resetCartStore } from '../../visitorCart/cartStore';
import { useCartActions } from './useCartActions';
import { cartQuantity } from '../../visitorCart/cartQuantity';
import { useVisitorCart } from '../../visitorCart/useVisitorCart';

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
        <ShellTestProviders>
          <MiniCart />
        </ShellTestProviders>
      </ApolloStoryProvider>,
    );
    expect(screen.getByText('0 in the cart')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    await waitFor(() => expect(screen.getByText('1 in the cart')).toBeInTheDocument());
    // Every getCart sent so far has answered by now: the line is still there.
    await act(() => delay(600));
    expect(screen.getByText('1 in the cart')).toBeInTheDocument();
    expect(browserCartCookie().get()).toBe(filled.id);
  });

  it('a placed order empties the mini cart at once: the forgotten cart is not shown any longer', async () => {
    render(
      <ApolloStoryProvider channel="com">
        <ShellTestProviders>
          <MiniCart />
        </ShellTestProviders>
      </ApolloStoryProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    await waitFor(() => expect(screen.getByText('1 in the cart')).toBeInTheDocument());
    act(() => forgetCart());
    expect(screen.getByText('0 in the cart')).toBeInTheDocument();
  });
});
