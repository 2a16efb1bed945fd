import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cookieNames, cookiePrefix } from '../../../../../apps/storefront/app/config/shop';
import { ShellTestProviders } from '@hemma/shop/testing';
import { CookieInformationPage } from './CookieInformationPage';

describe('<CookieInformationPage />', () => {
  it('lists every cookie of the shop under the page title, in the page language', () => {
    render(
      <ShellTestProviders locale="sv">
        <CookieInformationPage title="Information om cookies" />
      </ShellTestProviders>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Information om cookies' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Information om cookies' });
    for (const name of [
      cookieNames.auth,
      cookieNames.cookieConsent,
      `${cookiePrefix}-cart`,
      cookiePrefix,
    ]) {
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(within(table).getAllByRole('row')).toHaveLength(9);
  });
});
