import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders, reachAccordion, channelShellSettings } from '@hemma/shop/testing';
import { ShopSettings } from './ShopSettings';

function renderSettings(channel?: 'se') {
  const onCustomerTypeChange = vi.fn();
  const onNavigate = vi.fn();
  // The se channel as the shell gets it: Swedish texts, markets named in Swedish, market se.
  const channelSettings = channel ? channelShellSettings({ channel }) : {};
  const view = render(
    <ShellTestProviders
      locale={channel ? 'sv' : 'en'}
      settings={{ ...channelSettings, onCustomerTypeChange }}
    >
      <ShopSettings onNavigate={onNavigate} />
    </ShellTestProviders>,
  );
  return { ...view, onCustomerTypeChange, onNavigate, user: userEvent.setup() };
}

describe('<ShopSettings />', () => {
  it('opens the language section by keyboard and offers each language’s link, the current one marked', async () => {
    const { user } = renderSettings();
    const trigger = () => screen.getByRole('button', { name: 'Language: English' });
    act(() => trigger().focus());
    await user.keyboard('{Enter}');
    // The focus brought Radix's accordion, which kept it on the same trigger.
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Svenska' })).toHaveAttribute(
      'href',
      'https://hemma.se/',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('lists the markets by group, with the current one marked, and closes the panel when one is chosen', async () => {
    const { user, onNavigate } = renderSettings();
    const trigger = () => screen.getByRole('button', { name: 'Market: Europe (EUR)' });
    await reachAccordion(user, trigger);
    await user.click(trigger());
    const scandinavia = screen.getByRole('region', { name: 'Scandinavia' });
    const sweden = within(scandinavia).getByRole('link', { name: /Sweden/ });
    expect(sweden).toHaveAttribute('href', '/se/en/');
    expect(screen.getByRole('link', { name: /Europe/ })).toHaveAttribute('aria-current', 'true');
    sweden.addEventListener('click', (event) => event.preventDefault());
    await user.click(sweden);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('names the markets in the page’s language (Sverige on a Swedish page, not Sweden)', async () => {
    const { user } = renderSettings('se');
    const trigger = () => screen.getByRole('button', { name: 'Marknad: Sverige (SEK)' });
    await reachAccordion(user, trigger);
    await user.click(trigger());
    const scandinavia = screen.getByRole('region', { name: 'Skandinavien' });
    expect(within(scandinavia).getByRole('link', { name: /Sverige/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: /Tyskland/ })).toBeInTheDocument();
  });

  it('switches between private and business', async () => {
    const { user, onCustomerTypeChange } = renderSettings();
    expect(screen.getByRole('button', { name: 'Private' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Business' }));
    expect(onCustomerTypeChange).toHaveBeenCalledWith('ORGANIZATION');
  });

  it('has no axe violations', async () => {
    const { container } = renderSettings();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
