// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestRefetchAll } from '../client/refetch';
import { useGetCartQuery } from '../generated/hooks';
import { ApolloStoryProvider } from '../mocks/ApolloStoryProvider';
import { fixturesOf } from '../mocks/fixtures';
import { fixtureServerForFile } from '../testing/fixtureServer';
import { useRefetchAllListener, useRefetchCartOnFocus } from './windowHooks';

const { operations: requests } = fixtureServerForFile();

const cartId = fixturesOf('getCart', 'se')[0]!.data.getCart!.id!;

function Cart() {
  useRefetchCartOnFocus();
  useRefetchAllListener();
  // The spec runs getCart without the cache; focus refetching must still reach it.
  const { data } = useGetCartQuery({ variables: { id: cartId }, fetchPolicy: 'no-cache' });
  return <p>{data ? `${data.getCart?.items?.length} in cart` : 'Loading'}</p>;
}

describe('window hooks', () => {
  it('refetch the cart when the window regains focus, and every query on the refetch-all event', async () => {
    render(
      <ApolloStoryProvider>
        <Cart />
      </ApolloStoryProvider>,
    );
    await screen.findByText(/in cart$/, {}, { timeout: 10_000 });
    expect(requests).toEqual(['getCart']);

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(requests).toEqual(['getCart', 'getCart']), { timeout: 10_000 });

    requestRefetchAll();
    await vi.waitFor(() => expect(requests).toEqual(['getCart', 'getCart', 'getCart']), {
      timeout: 10_000,
    });
  });
});
