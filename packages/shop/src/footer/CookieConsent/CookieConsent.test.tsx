import { useSidePanel } from '@hemma/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { CookieConsent, browserConsentStore } from './ConnectedCookieConsent';

vi.setConfig({ testTimeout: 15_000 });

function clearConsentCookie() {
  document.cookie = 'hemma-cookie-consent=; Max-Age=0; Path=/';
}

function ClosePanel() {
  const panel = useSidePanel();
  return <button onClick={panel.close}>Close the panel</button>;
}

function renderConsent(panel?: string) {
  render(
    <ShellTestProviders initialPanel={panel}>
      <ClosePanel />
      <CookieConsent />
    </ShellTestProviders>,
  );
  return userEvent.setup();
}

describe('<CookieConsent />', () => {
  beforeEach(clearConsentCookie);

  it('shows the banner when no consent choice is stored, with a link to /cookies', async () => {
    renderConsent();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more about cookies' })).toHaveAttribute(
      'href',
      '/cookies',
    );
  });

  it('waits while a side panel is open, so it never covers the panel (issue 22: /sv/?action=login on a phone)', async () => {
    const user = renderConsent('account');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the panel' }));
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('stores true on allow and hides the banner', async () => {
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Allow cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(browserConsentStore().get()).toBe(true);
    expect(document.cookie).toContain('hemma-cookie-consent=true');
  });

  it('stores false on decline and hides the banner', async () => {
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(browserConsentStore().get()).toBe(false);
  });

  it('stays hidden once a choice is stored, whichever it was', () => {
    browserConsentStore().set(false);
    renderConsent();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderConsent();
    await screen.findByRole('region', { name: 'Cookie consent' });
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  });
});
