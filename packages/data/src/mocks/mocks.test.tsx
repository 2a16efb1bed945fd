// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorText } from '../client/errors';
import { useGetMenuAtLocationQuery, useProductsQuery } from '../generated/hooks';
import { ApolloStoryProvider } from './ApolloStoryProvider';
import { fixtureData, fixturesOf, recordedOperations } from './fixtures';
import { graphqlErrorHandler, handlers, serverErrorHandler } from './handlers';
import { collectImages, imageWidths } from './images';
import { recordedFixtures } from './fixtures/index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function ProductNames() {
  const { data, error, loading } = useProductsQuery({ variables: { take: 12 } });
  if (loading) return <p>Loading</p>;
  if (error) return <p role="alert">{clientErrorText(error)}</p>;
  return (
    <ul aria-label="Products">
      {data?.products?.products?.map((product) => (
        <li key={product?.productId}>{product?.name}</li>
      ))}
    </ul>
  );
}

function FooterMenu({ location }: { location: string }) {
  const { data } = useGetMenuAtLocationQuery({ variables: { menuLocationId: location } });
  return <h2>{data?.getMenuAtLocation?.title}</h2>;
}

describe('@hemma/data/mocks', () => {
  it('answers the generated hooks with what the API returned for the channel', async () => {
    const se = fixtureData('products', 'se', { take: 12 }).products?.products ?? [];
    const com = fixtureData('products', 'com', { take: 12 }).products?.products ?? [];
    expect(se.length).toBeGreaterThan(0);

    const { unmount } = render(
      <ApolloStoryProvider channel="com">
        <ProductNames />
      </ApolloStoryProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      com.map((product) => product?.name),
    );
    unmount();
  });

  it('picks the recorded response whose variables fit the request', async () => {
    render(
      <ApolloStoryProvider channel="se">
        <FooterMenu location="footer-first" />
      </ApolloStoryProvider>,
    );
    const expected = fixtureData('getMenuAtLocation', 'se', { menuLocationId: 'footer-first' })
      .getMenuAtLocation?.title;
    expect(expected).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: expected ?? '' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      fixtureData('getMenuAtLocation', 'se', { menuLocationId: 'top-bar' }).getMenuAtLocation?.id,
    ).toBe('top-bar');
  });

  it('states errors the way the client words them', async () => {
    server.use(graphqlErrorHandler('products', 'Only 2 left'));
    const { unmount } = render(
      <ApolloStoryProvider>
        <ProductNames />
      </ApolloStoryProvider>,
    );
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'GraphQL error: Only 2 left',
    );
    unmount();
    server.use(serverErrorHandler('products', 502));
    render(
      <ApolloStoryProvider>
        <ProductNames />
      </ApolloStoryProvider>,
    );
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Network error: Response not successful: Received status code 502',
    );
  });

  it('holds both channels, the same operations in each', () => {
    expect(Object.keys(recordedFixtures.com).sort()).toEqual(
      Object.keys(recordedFixtures.se).sort(),
    );
    expect(recordedOperations.length).toBeGreaterThanOrEqual(29);
    expect(fixturesOf('getCart', 'se')[0]?.data.getCart?.items?.length).toBeGreaterThan(0);
  });

  it('has every picture the fixtures name, at every width stories use', () => {
    const images = collectImages(recordedFixtures);
    expect(images.length).toBeGreaterThan(0);
    const missing = images.flatMap(({ kind, fileName }) =>
      imageWidths[kind]
        .map((width) => join(import.meta.dirname, 'images', kind, String(width), fileName))
        .filter((file) => !existsSync(file)),
    );
    expect(missing).toEqual([]);
  });
});
