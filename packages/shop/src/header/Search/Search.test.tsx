import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { FixtureSearch, type FixtureSearchProps } from './SearchFixture';
import { recentSearchesKey } from './searchRules';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderSearch(props: FixtureSearchProps = {}) {
  const onSearch = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <ShellTestProviders>
      <FixtureSearch onSearch={onSearch} {...props} />
      <Where />
    </ShellTestProviders>,
  );
  return { ...view, onSearch, user, input: screen.getByRole('searchbox', { name: 'Search' }) };
}

// Radix and user-event interactions are slow on the shared CI machine.
vi.setConfig({ testTimeout: 15_000 });

describe('<Search />', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    document.body.style.overflow = '';
  });
  afterEach(() => vi.useRealTimers());

  it('opens a full-screen overlay and locks page scrolling while active', async () => {
    const { user, input } = renderSearch();
    await user.click(input);
    expect(screen.getByTestId('search-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByTestId('search-overlay'));
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the no-suggestions message when empty and nothing was searched before', async () => {
    const { user, input } = renderSearch();
    await user.click(input);
    expect(screen.getByText('No suggestions yet')).toBeInTheDocument();
  });

  it('searches only after 500 ms without typing', () => {
    // Timers fully under the test's control: no real time may slip into the debounce.
    vi.useRealTimers();
    vi.useFakeTimers();
    const { input, onSearch } = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'so' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'sofa' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalledWith('so');
    expect(onSearch).not.toHaveBeenCalledWith('sofa');
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('sofa');
  });

  it('shows products, counted categories and brands, tags and a see-all link', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'sofa');
    act(() => vi.advanceTimersByTime(500));
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('link').length).toBeGreaterThan(1);
    expect(within(products).getByRole('link', { name: /Bo 2-seater sofa/ })).toHaveAttribute(
      'href',
      '/p/2-seater-sofas/bo-2-seater-sofa-grey',
    );
    expect(screen.getByRole('link', { name: /See all 40 results/ })).toHaveAttribute(
      'href',
      '/s/sofa',
    );
    expect(screen.getByRole('region', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular searches' })).toBeInTheDocument();
  });

  it('cuts product suggestions to the visible-results size', async () => {
    const { user, input } = renderSearch({ visibleResults: 5 });
    await user.type(input, 'sofa');
    act(() => vi.advanceTimersByTime(500));
    const products = screen.getByRole('region', { name: 'Products' });
    // five products and the see-all link
    expect(within(products).getAllByRole('link')).toHaveLength(6);
  });

  it('says so when the search has no results', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'qwerty');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Your search gave no results')).toHaveAttribute('role', 'status');
  });

  it('goes to index path + search route + / + text on Enter and stores a recent search', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'oak table{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/s/oak%20table');
    expect(JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]')).toEqual(['oak table']);
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
  });

  it('does not submit empty text', async () => {
    const { user, input } = renderSearch();
    await user.type(input, '   {Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(recentSearchesKey)).toBeNull();
  });

  it('lists recent searches when empty and searches a picked one at once', async () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(['oak', 'sofa']));
    const { user, input, onSearch } = renderSearch();
    await user.click(input);
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    await user.click(within(recent).getByRole('button', { name: 'sofa' }));
    expect(onSearch).toHaveBeenLastCalledWith('sofa');
    expect(input).toHaveValue('sofa');
    expect(JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]')).toEqual(['sofa', 'oak']);
  });

  it('closes on blur while empty but not while text is typed', async () => {
    const { user, input } = renderSearch();
    await user.click(input);
    await user.click(document.body);
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
    await user.type(input, 'oak');
    input.blur();
    expect(screen.getByTestId('search-overlay')).toBeInTheDocument();
  });

  it('closes with the close button and clears the text', async () => {
    const { user, input, onSearch } = renderSearch();
    await user.type(input, 'oak');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
  });

  it('closes when the route path changes', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'sofa');
    act(() => vi.advanceTimersByTime(500));
    await user.click(screen.getByRole('link', { name: /Bo 2-seater sofa/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/p/2-seater-sofas/bo-2-seater-sofa-grey');
    expect(screen.queryByTestId('search-overlay')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('has no axe violations with suggestions open', async () => {
    const { user, input, container } = renderSearch();
    await user.type(input, 'sofa');
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
