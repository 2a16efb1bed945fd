import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@hemma/widgets';
import { ShopProvidersView } from '../../providers';
import { ShellTestProviders } from '../../testing';
import { furnitureListProps } from '../fixtures';
import { emptyListQuery, type ListQuery } from '../listQuery';
import { categoryTree } from '../ProductFilters/ProductFilters';
import { ProductListPage, type ProductListPageProps } from './ProductListPage';

vi.setConfig({ testTimeout: 20_000 });

function renderList(overrides: Partial<ProductListPageProps> = {}, { vatIncluded = true } = {}) {
  const onChange = vi.fn<(query: ListQuery) => void>();
  const view = render(
    <ShellTestProviders>
      <ShopProvidersView imageBaseUrl="/images" locale="en" vatIncluded={vatIncluded}>
        <ProductListPage
          {...furnitureListProps()}
          onChange={onChange}
          productCard={ProductCard}
          {...overrides}
        />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
  return { ...view, onChange, user: userEvent.setup() };
}

afterEach(() => {
  document.cookie = 'hemma=; Max-Age=0; Path=/';
});

describe('<ProductListPage />', () => {
  it('offers no filter option without products, unless it is chosen (issue 22)', () => {
    const props = furnitureListProps();
    const facets = (props.filters?.facets ?? []).filter((facet) => facet !== null);
    const brands = facets.find((facet) => facet.group === 'b')!;
    const [empty, chosen, ...rest] = (brands.values ?? []).filter((value) => value !== null);
    const filters = {
      ...props.filters!,
      facets: facets.map((facet) =>
        facet === brands
          ? { ...facet, values: [{ ...empty!, count: 0 }, { ...chosen!, count: 0 }, ...rest] }
          : facet,
      ),
    };
    renderList({
      filters,
      query: {
        ...emptyListQuery,
        brands: [{ label: chosen!.label ?? '', id: chosen!._id.replace(/^b_/, '') }],
      },
    });
    const group = screen.getAllByRole('group', { name: 'Brands', hidden: true })[0]!;
    expect(
      within(group).queryByRole('checkbox', { name: new RegExp(`^${empty!.label}`), hidden: true }),
    ).not.toBeInTheDocument();
    expect(
      within(group).getByRole('checkbox', { name: new RegExp(`^${chosen!.label}`), hidden: true }),
    ).toBeChecked();
  });

  it("says 'Your search gave no results' for a search without hits, and 'No products match your selection' for a filtered list without any (spec section 8)", () => {
    const { unmount } = renderList({ products: [], total: 0, searched: true });
    expect(screen.getByText('Your search gave no results')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('No products match your selection')).not.toBeInTheDocument();
    unmount();
    renderList({
      products: [],
      total: 0,
      searched: true,
      query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }] },
    });
    expect(screen.getByText('No products match your selection')).toHaveAttribute('role', 'status');
  });

  it('shows every product card with its name, and the spec text Showing {sum} of {total}', () => {
    const props = furnitureListProps();
    renderList();
    const grid = screen.getByRole('region', { name: props.title });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(props.products.length);
    expect(
      screen.getByText(`Showing ${props.products.length} of ${props.total}`),
    ).toBeInTheDocument();
  });

  it('keeps the opened product and the list page in the persisted-state cookie (relocateAlias, relocatePage)', async () => {
    const props = furnitureListProps();
    const { user } = renderList({ query: { ...emptyListQuery, page: 2 } });
    const grid = screen.getByRole('region', { name: props.title });
    const second = props.products[1]!;
    await user.click(within(grid).getAllByRole('link')[1]!);
    expect(
      JSON.parse(decodeURIComponent(document.cookie.replace(/^.*hemma=([^;]*).*$/, '$1'))),
    ).toMatchObject({
      list: { relocateAlias: second.alias, relocatePage: 2 },
    });
  });

  it('loads more by asking for the next page', async () => {
    const { user, onChange } = renderList();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onChange).toHaveBeenCalledWith({ ...emptyListQuery, page: 2 });
  });

  it('offers the five sorts of the spec and leaves the default sort out of the URL', async () => {
    const { user, onChange } = renderList();
    const select = screen.getByLabelText('Sort by');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New in', 'Bestsellers', 'Lowest price', 'Highest price', 'Relevance']);
    await user.selectOptions(select, 'PRICE_DESC');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyListQuery, sort: 'PRICE_DESC' });
    await user.selectOptions(select, 'LATEST');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyListQuery, sort: null });
  });

  it('toggles a filter value into the selection', async () => {
    const { user, onChange } = renderList();
    // jsdom matches no media query: the page is a phone, its filters behind the Filter button.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    const brands = within(panel).getByRole('group', { name: 'Brands' });
    await user.click(within(brands).getAllByRole('checkbox')[0]!);
    expect(onChange.mock.calls[0]?.[0].brands).toHaveLength(1);
  });

  it("says 'no products match selection' when nothing matches", () => {
    renderList({ products: [], total: 0 });
    expect(screen.getByText('No products match your selection')).toHaveAttribute('role', 'status');
  });

  it('shows the active filters and clears them all', async () => {
    const { user, onChange } = renderList({
      query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }], sort: 'PRICE' },
    });
    expect(screen.getByRole('button', { name: 'Remove filter Nordvik' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenCalledWith({ ...emptyListQuery, sort: 'PRICE' });
  });

  it('shows the widget areas above and below the list', () => {
    renderList({ top: <p>Free shipping over 89 EUR</p>, bottom: <p>To the campaign</p> });
    const texts = screen
      .getAllByText(/Free shipping over 89 EUR|To the campaign/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Free shipping over 89 EUR', 'To the campaign']);
    const grid = screen.getByRole('region', { name: furnitureListProps().title });
    expect(
      grid.compareDocumentPosition(screen.getByText('To the campaign')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      grid.compareDocumentPosition(screen.getByText('Free shipping over 89 EUR')) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('marks the list busy and greys in skeleton cards while the next page loads', () => {
    const props = furnitureListProps();
    renderList({ loading: true });
    const grid = screen.getByRole('region', { name: props.title });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    // The skeletons are hidden from assistive technology: only the real cards are list items.
    expect(within(grid).getAllByRole('listitem')).toHaveLength(props.products.length);
    expect(grid.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shows every card price without VAT, with the ex VAT note, for a company (customer type VAT display)', () => {
    const props = furnitureListProps();
    const product = props.products.find(
      (candidate) => candidate.unitPrice?.sellingPriceExVatFormatted,
    )!;
    renderList({}, { vatIncluded: false });
    const grid = screen.getByRole('region', { name: props.title });
    expect(
      within(grid).getAllByText(product.unitPrice!.sellingPriceExVatFormatted!).length,
    ).toBeGreaterThan(0);
    expect(
      within(grid).queryAllByText(product.unitPrice!.sellingPriceIncVatFormatted!),
    ).toHaveLength(0);
    expect(within(grid).getAllByText('ex. VAT')).toHaveLength(props.products.length);
  });

  it('has no axe violations', async () => {
    const { container } = renderList();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('categoryTree', () => {
  it('puts categories under their parents as a tree', () => {
    const value = (id: string, parentId: string | null, order: number) => ({
      _id: id,
      parentId,
      label: id,
      order,
      count: 1,
      hidden: false,
    });
    const rows = categoryTree([
      value('c_3', 'c_2', 1),
      value('c_1', null, 0),
      value('c_2', 'c_1', 0),
      value('c_9', 'c_2', 0),
    ]);
    expect(rows.map(({ value: row, depth }) => `${row._id}:${depth}`)).toEqual([
      'c_1:0',
      'c_2:1',
      'c_9:2',
      'c_3:2',
    ]);
  });
});
