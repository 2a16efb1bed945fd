import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { fixtureData } from '@hemma/data/mocks';
import { testClient, TestApolloProvider } from '../mocks/apolloTesting';
import { FakeIntersectionObserver } from '../mocks/intersectionObserver';
import { productsSourceIn, recordedProductsIn } from '../mocks/productFixtures';
import { widgetArgs } from '../mocks/widgetArgs';
import {
  categoryProductListWidget,
  favoritesWidget,
  latestViewedWidget,
  productListWidget,
} from '../mocks/widgetFixtures';
import { latestViewedStorageKey, rememberViewedProduct } from './latestViewed';
import { ProductListWidget } from './ProductListWidget';
import { productListWidgetSchema } from './ProductListWidget.schema';
import type { ProductsSource } from './productsSource';

/** The English recording of the products query: products 1001 to 1012 of the seed. */
const recordedSource = productsSourceIn('com');
const recorded = new Map(recordedProductsIn('com').map((product) => [product.productId, product]));
const recordedProduct = (productId: number) => {
  const product = recorded.get(productId);
  if (!product) throw new Error(`Product ${productId} is not in the recording`);
  return product;
};
/** Where the cards of a list lead, in the order drawn. */
const linksIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const gridProps = widgetArgs(productListWidgetSchema, categoryProductListWidget);
// The seed's bestsellers, with ids of the products the recorded source holds.
const pickedProps = {
  ...widgetArgs(productListWidgetSchema, productListWidget),
  configuration: productListWidgetSchema.parse({
    ...JSON.parse(productListWidget.configuration ?? '{}'),
    productIds: [1001, 1008, 1003, 1002, 1004, 1010, 1007, 1012],
  }),
};
const sliderProps = widgetArgs(productListWidgetSchema, latestViewedWidget);
const favoritesProps = widgetArgs(productListWidgetSchema, favoritesWidget);

function renderList(props: typeof gridProps, source: ProductsSource, favorites: number[] = []) {
  return render(
    <WidgetsProvider productsSource={source} favorites={favorites}>
      <ProductListWidget {...props} />
    </WidgetsProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  window.localStorage.clear();
});

afterEach(() => {
  FakeIntersectionObserver.reset();
  vi.unstubAllGlobals();
});

describe('<ProductListWidget />', () => {
  it('requests nothing until it nears the viewport (loaded lazily)', () => {
    const source = vi.fn(recordedSource);
    renderList(gridProps, source);
    expect(source).toHaveBeenCalled();
    expect(source.mock.calls.every(([, options]) => options.skip)).toBe(true);
    expect(screen.getByRole('region', { name: 'Sofas' })).toHaveAttribute('aria-busy', 'true');
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('400px');
  });

  it('loads by its search parameters once near the viewport', () => {
    const source = vi.fn(recordedSource);
    renderList(gridProps, source);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      {
        take: 8,
        categoryAlias: 'sofas',
        brandAlias: undefined,
        discountCampaignAlias: undefined,
        filter: { sort: 'MOST_SOLD' },
      },
      { skip: false },
    );
    const list = screen.getByRole('region', { name: 'Sofas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const bo = recordedProduct(1001);
    expect(within(list).getByRole('link', { name: new RegExp(bo.name!) })).toHaveAttribute(
      'href',
      bo.canonicalUrl,
    );
    expect(screen.getByRole('link', { name: 'See all sofas' })).toHaveAttribute(
      'href',
      '/c/furniture/sofas',
    );
  });

  it('shows hand-picked products in the editor’s order, as a carousel', () => {
    const source = vi.fn(recordedSource);
    renderList(pickedProps, source);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      expect.objectContaining({
        take: 8,
        filter: { productIds: [1001, 1008, 1003, 1002, 1004, 1010, 1007, 1012], sort: 'MOST_SOLD' },
      }),
      { skip: false },
    );
    const track = screen.getByRole('list', { name: 'Bestsellers' });
    expect(linksIn(track)).toEqual(
      [1001, 1008, 1003, 1002, 1004, 1010, 1007, 1012].map(
        (id) => recordedProduct(id).canonicalUrl,
      ),
    );
  });

  it('shows the regular price beside the selling price only when discounted', () => {
    renderList(gridProps, recordedSource);
    act(() => FakeIntersectionObserver.bringIntoView());
    // Bo (1001) is on sale in the seed, Wilma (1002) is not.
    const bo = recordedProduct(1001);
    const wilma = recordedProduct(1002);
    expect(bo.unitPrice?.isDiscounted).toBe(true);
    expect(wilma.unitPrice?.isDiscounted).toBe(false);
    const discounted = screen.getByRole('link', { name: new RegExp(bo.name!) });
    const regularPrice = bo.unitPrice!.regularPriceIncVatFormatted!;
    expect(within(discounted).getByText(regularPrice).tagName).toBe('S');
    const regular = screen.getByRole('link', { name: new RegExp(wilma.name!) });
    expect(regular.querySelector('s')).toBeNull();
  });

  it('lists the latest viewed products from local storage, newest first', () => {
    rememberViewedProduct(1003);
    rememberViewedProduct(1007);
    rememberViewedProduct(1003);
    expect(JSON.parse(window.localStorage.getItem(latestViewedStorageKey) ?? '[]')).toEqual([
      1003, 1007,
    ]);
    const source = vi.fn(recordedSource);
    renderList(sliderProps, source);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      { take: 12, filter: { productIds: [1003, 1007] } },
      { skip: false },
    );
    expect(linksIn(screen.getByRole('list', { name: 'Recently viewed' }))).toEqual([
      recordedProduct(1003).canonicalUrl,
      recordedProduct(1007).canonicalUrl,
    ]);
  });

  it('draws nothing when the shopper has viewed nothing yet', () => {
    const source = vi.fn(recordedSource);
    const { container } = renderList(sliderProps, source);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(container).toBeEmptyDOMElement();
    expect(source.mock.calls.every(([, options]) => options.skip)).toBe(true);
  });

  it('lists the shopper’s favorites', () => {
    const source = vi.fn(recordedSource);
    renderList(favoritesProps, source, [1012, 1002]);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      { take: 4, filter: { productIds: [1012, 1002] } },
      { skip: false },
    );
    expect(linksIn(screen.getByRole('region', { name: 'Your favorites' }))).toEqual([
      recordedProduct(1012).canonicalUrl,
      recordedProduct(1002).canonicalUrl,
    ]);
  });

  it('scrolls a slider with its previous and next buttons', async () => {
    rememberViewedProduct(1001);
    renderList(sliderProps, recordedSource);
    act(() => FakeIntersectionObserver.bringIntoView());
    const track = screen.getByRole('list', { name: 'Recently viewed' });
    track.scrollBy = vi.fn();
    act(() => screen.getByRole('button', { name: 'Next products' }).click());
    expect(track.scrollBy).toHaveBeenCalledWith({ left: track.clientWidth, behavior: 'smooth' });
  });

  it('draws nothing and warns when its products fail to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: ProductsSource = (_request, { skip }) => ({
      products: [],
      loading: false,
      error: skip ? undefined : new Error('Network request failed'),
    });
    const { container } = renderList(gridProps, failing);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      'Product list "Sofas" could not load its products: Network request failed',
    );
    warn.mockRestore();
  });

  it('by default runs the data package’s products query, only once near the viewport', async () => {
    const respond = vi.fn(() => fixtureData('products', 'com', { take: 12 }));
    render(
      <TestApolloProvider client={testClient(respond)}>
        <ProductListWidget {...gridProps} />
      </TestApolloProvider>,
    );
    expect(respond).not.toHaveBeenCalled();
    act(() => FakeIntersectionObserver.bringIntoView());
    const bo = recordedProduct(1001);
    expect(await screen.findByRole('link', { name: new RegExp(bo.name!) })).toHaveAttribute(
      'href',
      bo.canonicalUrl,
    );
    expect(respond).toHaveBeenCalledWith('products', {
      take: 8,
      categoryAlias: 'sofas',
      filter: { sort: 'MOST_SOLD' },
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderList(gridProps, recordedSource);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
