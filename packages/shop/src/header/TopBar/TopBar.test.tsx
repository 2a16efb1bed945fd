import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { menuFixtures, ShellTestProviders, testShellSettings } from '../../testing';
import { groupMarkets } from '../MarketList';
import { TopBar } from './TopBar';

vi.setConfig({ testTimeout: 15_000 });

const settings = testShellSettings();

function renderTopBar(props: Partial<ComponentProps<typeof TopBar>> = {}) {
  const onCustomerTypeChange = vi.fn();
  const view = render(
    <ShellTestProviders>
      <TopBar
        menuItems={menuFixtures.topBar}
        languages={settings.languages}
        markets={settings.markets}
        currentMarketAlias="eu"
        currentMarketFlagUrl={settings.currentMarketFlagUrl}
        customerType="PERSON"
        onCustomerTypeChange={onCustomerTypeChange}
        locale="en"
        freeShippingOver="€89"
        {...props}
      />
    </ShellTestProviders>,
  );
  return { ...view, onCustomerTypeChange, user: userEvent.setup() };
}

describe('<TopBar />', () => {
  it('shows the four selling points of the spec', () => {
    renderTopBar();
    for (const text of [
      'Free shipping over €89',
      'Fast deliveries',
      '20 years warranty',
      '30 days right of return',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("names the free-shipping amount it is given, in the market's currency", () => {
    renderTopBar({ freeShippingOver: '997 kr' });
    expect(screen.getByText('Free shipping over 997 kr')).toBeInTheDocument();
  });

  it('shows the top-bar menu recorded from the API', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Planning tool' })).toHaveAttribute(
      'href',
      '/pythagoras-planeringsverktyg',
    );
  });

  it("links the language switcher to the other language's own domain", () => {
    renderTopBar();
    const language = screen.getByRole('list', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'Svenska' })).toHaveAttribute(
      'href',
      'https://hemma.se/',
    );
    expect(within(language).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('groups the market switcher into Scandinavia, Europe and Markets with flags', async () => {
    const { user } = renderTopBar();
    await user.click(screen.getByRole('button', { name: /Market:\s*Europe \(EUR\)/ }));
    // The popover's module loads on the click (it is kept off the first load).
    const groups = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    expect(groups).toEqual(['Scandinavia', 'Europe', 'Markets']);
    const europe = screen.getByRole('region', { name: 'Europe' });
    expect(within(europe).getByRole('link', { name: /Germany/ })).toHaveAttribute(
      'href',
      '/de/en/',
    );
    expect(within(europe).getByRole('link', { name: /Europe/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("draws the current market's flag from the address the server handed over", () => {
    const { container } = renderTopBar({ currentMarketFlagUrl: '/assets/flags/4x3/eu.svg' });
    const button = screen.getByRole('button', { name: /Market:\s*Europe \(EUR\)/ });
    expect(button.querySelector('img')).toHaveAttribute('src', '/assets/flags/4x3/eu.svg');
    expect(container.querySelectorAll('img[data-code]')).toHaveLength(1);
  });

  it('puts a market with an unknown group under Markets', () => {
    const grouped = groupMarkets([
      {
        alias: 'se',
        countryCode: 'se',
        name: 'Sweden',
        currency: 'SEK',
        groupKey: 'Scandinavia',
        href: '/se',
      },
      {
        alias: 'jp',
        countryCode: 'jp',
        name: 'Japan',
        currency: 'JPY',
        groupKey: 'asia',
        href: '/jp',
      },
    ]);
    expect(
      grouped.map((group) => [group.key, group.markets.map((market) => market.alias)]),
    ).toEqual([
      ['scandinavia', ['se']],
      ['markets', ['jp']],
    ]);
  });

  it('toggles the customer type between private and business, which sets the VAT display', async () => {
    const { user, onCustomerTypeChange, rerender } = renderTopBar();
    expect(screen.getByRole('button', { name: 'Private' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Prices incl. VAT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Business' }));
    expect(onCustomerTypeChange).toHaveBeenCalledWith('ORGANIZATION');
    rerender(
      <ShellTestProviders>
        <TopBar
          menuItems={[]}
          languages={[]}
          markets={[]}
          currentMarketAlias="eu"
          currentMarketFlagUrl={settings.currentMarketFlagUrl}
          freeShippingOver="€89"
          customerType="ORGANIZATION"
          onCustomerTypeChange={onCustomerTypeChange}
          locale="en"
        />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Prices excl. VAT')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderTopBar();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
