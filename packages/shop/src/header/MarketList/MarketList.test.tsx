import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { marketNamesIn } from '../../shell';
import { ShellTestProviders, testShellSettings } from '../../testing';
import { MarketList, type MarketListProps } from './MarketList';

function renderList(props: Partial<MarketListProps> & { language?: 'en' | 'sv' } = {}) {
  const { language = 'en', ...rest } = props;
  return render(
    <ShellTestProviders locale={language}>
      <MarketList
        markets={testShellSettings().markets}
        currentMarketAlias="eu"
        locale={language}
        size="compact"
        headingLevel={2}
        {...rest}
      />
    </ShellTestProviders>,
  );
}

describe('<MarketList />', () => {
  it('groups the markets in the spec’s order, each group a region named by its heading', () => {
    renderList();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Scandinavia', 'Europe', 'Markets']);
    const scandinavia = screen.getByRole('region', { name: 'Scandinavia' });
    expect(
      within(scandinavia)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SwedenSEK', 'DenmarkDKK', 'NorwayNOK', 'FinlandEUR']);
  });

  it('links each market to its address and marks only the current one', () => {
    renderList({ currentMarketAlias: 'se' });
    expect(screen.getByRole('link', { name: /Sweden/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Germany/ })).toHaveAttribute('href', '/de/en/');
    expect(screen.getByRole('link', { name: /Germany/ })).not.toHaveAttribute('aria-current');
  });

  it('writes its headings at the level of the place it sits in, with ids that do not clash between sizes', () => {
    renderList({ headingLevel: 3, size: 'comfortable' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(document.getElementById('market-group-comfortable-europe')).not.toBeNull();
  });

  it('shows Swedish group names and the country names it is given in a Swedish page', () => {
    const names = marketNamesIn('sv');
    const markets = testShellSettings().markets.map((market) => ({
      ...market,
      name: names[market.alias] ?? market.name,
    }));
    renderList({ language: 'sv', markets });
    expect(screen.getByRole('region', { name: 'Skandinavien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sverige/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tyskland/ })).toBeInTheDocument();
  });

  it('reports the chosen market (the phone menu closes on it)', async () => {
    const onNavigate = vi.fn();
    renderList({ onNavigate });
    const denmark = screen.getByRole('link', { name: /Denmark/ });
    denmark.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(denmark);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderList();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
