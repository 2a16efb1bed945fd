import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../components/testing/ShellTestProviders';
import { ShopProvidersView } from '../shop/ShopProviders';
import { furnitureListProps } from './fixtures';
import { emptyListQuery, type ListQuery } from './listQuery';
import { ProductListPage, type ProductListPageProps } from './ProductListPage';
import { categoryTree } from './ProductFilters';

vi.setConfig({ testTimeout: 20_000 });

function renderList(overrides: Partial<ProductListPageProps> = {}) {
  const onChange = vi.fn<(query: ListQuery) => void>();
  const view = render(
    <ShellTestProviders>
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <ProductListPage {...furnitureListProps()} onChange={onChange} {...overrides} />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
  return { ...view, onChange, user: userEvent.setup() };
}

describe('<ProductListPage />', () => {
  it('shows every product card with its name, and the spec text Showing {sum} of {total}', () => {
    const props = furnitureListProps();
    renderList();
    const grid = screen.getByRole('region', { name: props.title });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(props.products.length);
    expect(screen.getByText(`Showing ${props.products.length} of ${props.total}`)).toBeInTheDocument();
  });

  it('loads more by asking for the next page', async () => {
    const { user, onChange } = renderList();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onChange).toHaveBeenCalledWith({ ...emptyListQuery, page: 2 });
  });

  it('offers the five sorts of the spec and leaves the default sort out of the URL', async () => {
    const { user, onChange } = renderList();
    const select = screen.getByLabelText('Sort by');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['New in', 'Bestsellers', 'Lowest price', 'Highest price', 'Relevance']);
    await user.selectOptions(select, 'PRICE_DESC');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyListQuery, sort: 'PRICE_DESC' });
    await user.selectOptions(select, 'LATEST');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyListQuery, sort: null });
  });

  it('toggles a filter value into the selection', async () => {
    const { user, onChange } = renderList();
    const brands = screen.getByRole('group', { name: 'Brands' });
    await user.click(within(brands).getAllByRole('checkbox')[0]!);
    expect(onChange.mock.calls[0]?.[0].brands).toHaveLength(1);
  });

  it("says 'no products match selection' when nothing matches", () => {
    renderList({ products: [], total: 0 });
    expect(screen.getByText('No products match your selection')).toHaveAttribute('role', 'status');
  });

  it('shows the active filters and clears them all', async () => {
    const { user, onChange } = renderList({ query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }], sort: 'PRICE' } });
    expect(screen.getByRole('button', { name: 'Remove filter Nordvik' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenCalledWith({ ...emptyListQuery, sort: 'PRICE' });
  });

  it('has no axe violations', async () => {
    const { container } = renderList();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('categoryTree', () => {
  it('puts categories under their parents as a tree', () => {
    const value = (id: string, parentId: string | null, order: number) => ({ _id: id, facetId: id, parentId, label: id, url: null, order, count: 1, hidden: false });
    const rows = categoryTree([value('c_3', 'c_2', 1), value('c_1', null, 0), value('c_2', 'c_1', 0), value('c_9', 'c_2', 0)]);
    expect(rows.map(({ value: row, depth }) => `${row._id}:${depth}`)).toEqual(['c_1:0', 'c_2:1', 'c_9:2', 'c_3:2']);
  });
});
