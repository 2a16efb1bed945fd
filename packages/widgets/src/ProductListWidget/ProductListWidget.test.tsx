import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { productsResult, testClient, TestApolloProvider } from '../mocks/apolloTesting';
import { FakeIntersectionObserver } from '../mocks/intersectionObserver';
import { fixtureProductsSource, productFixtures } from '../mocks/productFixtures';
import { widgetArgs } from '../mocks/widgetArgs';
import {
  categoryProductListWidget,
  favoritesWidget,
  latestViewedWidget,
  productListWidget,
} from '../mocks/widgetFixtures';
import { latestViewedStorageKey, rememberViewedProduct } from './latestViewed';
import { ProductListWidget, productListWidgetSchema } from './ProductListWidget';
import type { ProductsSource } from './productsSource';

const gridProps = widgetArgs(productListWidgetSchema, categoryProductListWidget);
// The seed's bestsellers, with ids of the products the fixture source holds.
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
    const source = vi.fn(fixtureProductsSource);
    renderList(gridProps, source);
    expect(source).toHaveBeenCalled();
    expect(source.mock.calls.every(([, options]) => options.skip)).toBe(true);
    expect(screen.getByRole('region', { name: 'Sofas' })).toHaveAttribute('aria-busy', 'true');
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('400px');
  });

  it('loads by its search parameters once near the viewport', () => {
    const source = vi.fn(fixtureProductsSource);
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
    expect(within(list).getByRole('link', { name: /Tove 3-seat sofa/ })).toHaveAttribute(
      'href',
      '/p/sofas/tove-3-seat-sofa-linen',
    );
    expect(screen.getByRole('link', { name: 'See all sofas' })).toHaveAttribute(
      'href',
      '/c/furniture/sofas',
    );
  });

  it('shows hand-picked products in the editor’s order, as a carousel', () => {
    const source = vi.fn(fixtureProductsSource);
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
    const names = within(track)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names[1]).toContain('Moln 2-seat sofa');
    expect(names[7]).toContain('Vila daybed');
  });

  it('shows the regular price beside the selling price only when discounted', () => {
    renderList(gridProps, fixtureProductsSource);
    act(() => FakeIntersectionObserver.bringIntoView());
    const discounted = screen.getByRole('link', { name: /Tove 3-seat sofa/ });
    expect(within(discounted).getByText('15 995 kr').tagName).toBe('S');
    const regular = screen.getByRole('link', { name: /Alva armchair/ });
    expect(regular.querySelector('s')).toBeNull();
  });

  it('lists the latest viewed products from local storage, newest first', () => {
    rememberViewedProduct(1003);
    rememberViewedProduct(1007);
    rememberViewedProduct(1003);
    expect(JSON.parse(window.localStorage.getItem(latestViewedStorageKey) ?? '[]')).toEqual([
      1003, 1007,
    ]);
    const source = vi.fn(fixtureProductsSource);
    renderList(sliderProps, source);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      { take: 12, filter: { productIds: [1003, 1007] } },
      { skip: false },
    );
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names[0]).toContain('Ek dining table 180');
    expect(names[1]).toContain('Björk sideboard');
  });

  it('draws nothing when the shopper has viewed nothing yet', () => {
    const source = vi.fn(fixtureProductsSource);
    const { container } = renderList(sliderProps, source);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(container).toBeEmptyDOMElement();
    expect(source.mock.calls.every(([, options]) => options.skip)).toBe(true);
  });

  it('lists the shopper’s favorites', () => {
    const source = vi.fn(fixtureProductsSource);
    renderList(favoritesProps, source, [1012, 1002]);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      { take: 4, filter: { productIds: [1012, 1002] } },
      { skip: false },
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Vila daybed'),
      expect.stringContaining('Alva armchair'),
    ]);
  });

  it('scrolls a slider with its previous and next buttons', async () => {
    rememberViewedProduct(1001);
    renderList(sliderProps, fixtureProductsSource);
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
    const respond = vi.fn(() => productsResult(productFixtures.slice(0, 8)));
    render(
      <TestApolloProvider client={testClient(respond)}>
        <ProductListWidget {...gridProps} />
      </TestApolloProvider>,
    );
    expect(respond).not.toHaveBeenCalled();
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(await screen.findByRole('link', { name: /Tove 3-seat sofa/ })).toHaveAttribute(
      'href',
      '/p/sofas/tove-3-seat-sofa-linen',
    );
    expect(respond).toHaveBeenCalledWith('products', {
      take: 8,
      categoryAlias: 'sofas',
      filter: { sort: 'MOST_SOLD' },
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderList(gridProps, fixtureProductsSource);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
