// @vitest-environment jsdom
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockApolloClient } from '../mocks/ApolloStoryProvider';
import { fixturesOf } from '../mocks/fixtures';
import { fixtureServerForFile } from '../testing/fixtureServer';
import { ApolloClientLoaderProvider, type ApolloClientLoader } from './ApolloClientLoader';
import { OnDemandApolloProvider } from './OnDemandApolloProvider';
import { useOnDemandMutation } from './useOnDemandMutation';
import { useOnDemandQuery } from './useOnDemandQuery';

const { operations: requests } = fixtureServerForFile();
afterEach(cleanup);

const cartId = fixturesOf('getCart', 'se')[0]!.data.getCart!.id!;

let client: ApolloClient;
let load: ReturnType<typeof vi.fn<ApolloClientLoader>>;
beforeEach(() => {
  requests.length = 0;
  client = createMockApolloClient('se');
  load = vi.fn<ApolloClientLoader>(() => Promise.resolve(client));
});

function Cart({ id }: { id: string | null }) {
  const { data, loading } = useOnDemandQuery((documents) => documents.GetCartDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  if (loading) return <p>Loading</p>;
  return <p>{data ? `${data.getCart?.items?.length} in cart` : 'No cart'}</p>;
}

function CartOnClick() {
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setId(cartId)}>Show the cart</button>
      <Cart id={id} />
    </>
  );
}

describe('useOnDemandQuery', () => {
  it('loads no client while skipped, and the page client with the first query', async () => {
    render(
      <ApolloClientLoaderProvider load={load}>
        <CartOnClick />
      </ApolloClientLoaderProvider>,
    );
    expect(screen.getByText('No cart')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Show the cart' }));
    await screen.findByText(/in cart$/, {}, { timeout: 10_000 });
    expect(load).toHaveBeenCalled();
    expect(requests).toEqual(['getCart']);
  });

  it('follows the cache, as useQuery does: a cart written by another part shows at once', async () => {
    render(
      <ApolloClientLoaderProvider load={load}>
        <Cart id={cartId} />
      </ApolloClientLoaderProvider>,
    );
    const shown = await screen.findByText(/in cart$/, {}, { timeout: 10_000 });
    const { GetCartDocument } = await import('../generated/graphql');
    const cart = client.readQuery({ query: GetCartDocument, variables: { id: cartId } })!.getCart!;
    act(() => {
      client.writeQuery({
        query: GetCartDocument,
        variables: { id: cartId },
        data: { getCart: { ...cart, items: [] } },
      });
    });
    await vi.waitFor(() => expect(shown.textContent).toBe('0 in cart'));
    expect(requests).toEqual(['getCart']);
  });
});

function Newsletter() {
  const [subscribe, { data, loading }] = useOnDemandMutation(
    (documents) => documents.SubscribeToNewsletterDocument,
  );
  return (
    <>
      <button onClick={() => void subscribe({ variables: { email: 'a@b.se' } })}>Subscribe</button>
      <p>{loading ? 'Sending' : data?.subscribeToNewsletter ? 'Subscribed' : 'Not yet'}</p>
    </>
  );
}

describe('useOnDemandMutation', () => {
  it('loads the client when it is first run, not when its component mounts', async () => {
    render(
      <ApolloClientLoaderProvider load={load}>
        <Newsletter />
      </ApolloClientLoaderProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Subscribed', {}, { timeout: 10_000 });
    expect(requests).toEqual(['subscribeToNewsletter']);
  });
});

function ClientName() {
  return <p>{useApolloClient() === client ? 'The page client' : 'Another client'}</p>;
}

describe('<OnDemandApolloProvider />', () => {
  it("gives Apollo's hooks the page client once it has loaded", async () => {
    await act(async () => {
      render(
        <ApolloClientLoaderProvider load={load}>
          <OnDemandApolloProvider>
            <ClientName />
          </OnDemandApolloProvider>
        </ApolloClientLoaderProvider>,
      );
    });
    expect(await screen.findByText('The page client')).toBeTruthy();
  });
});

describe('<OnDemandApolloProvider /> hydrating', () => {
  it("hydrates the server's HTML without a mismatch, waiting for the page client", async () => {
    const page = (
      <OnDemandApolloProvider>
        <ClientName />
      </OnDemandApolloProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ApolloProvider client={client}>{page}</ApolloProvider>);
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ApolloClientLoaderProvider load={load}>{page}</ApolloClientLoaderProvider>,
        {
          onRecoverableError: (error) => recoverableErrors.push(error),
        },
      );
    });
    expect(container.textContent).toBe('The page client');
    expect(recoverableErrors).toEqual([]);
    container.remove();
  });
});
