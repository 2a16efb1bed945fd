import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { ShopProvidersView } from '../../providers';
import { furnitureListProps } from '../fixtures';
import { emptyListQuery, type ListQuery } from '../listQuery';
import { FilterPanel } from './FilterPanel';

vi.setConfig({ testTimeout: 20_000 });

function renderPanel(query: ListQuery, locale: 'en' | 'sv' = 'en') {
  const { filters, total } = furnitureListProps();
  const onChange = vi.fn<(next: ListQuery) => void>();
  const view = render(
    <ShellTestProviders locale={locale}>
      <ShopProvidersView imageBaseUrl="/images" locale={locale}>
        <FilterPanel filters={filters!} query={query} total={total} onChange={onChange} />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
  return { ...view, onChange, total, user: userEvent.setup() };
}

const twoFilters: ListQuery = {
  ...emptyListQuery,
  brands: [{ label: 'Nordvik', id: '1' }],
  price: { lowest: 300, highest: 1200 },
};

describe('<FilterPanel />', () => {
  it('names the active-filter count on its button (a price range counts as one)', () => {
    renderPanel(twoFilters);
    expect(screen.getByRole('button', { name: 'Filter 2 active filters' })).toBeInTheDocument();
  });

  it('says only Filter while nothing is chosen', () => {
    renderPanel(emptyListQuery);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('opens the filters in a side panel, applies a choice at once and closes on its footer button', async () => {
    const { user, onChange, total } = renderPanel(emptyListQuery);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    const brands = within(panel).getByRole('group', { name: 'Brands' });
    await user.click(within(brands).getAllByRole('checkbox')[0]!);
    expect(onChange.mock.calls[0]?.[0].brands).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: `Show ${total} products` }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('speaks Swedish on the Swedish channel', async () => {
    const { user } = renderPanel(twoFilters, 'sv');
    await user.click(screen.getByRole('button', { name: 'Filtrera 2 aktiva filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(panel).getByRole('button', { name: 'Stäng filter' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Varumärken' })).toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    const { user } = renderPanel(twoFilters);
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const panel = await screen.findByRole('dialog');
    const results = await axe.run(panel);
    expect(results.violations).toEqual([]);
  });
});
