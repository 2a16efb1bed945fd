import { render, screen, within } from '@testing-library/react';
import { cookieNames as cookieNamesOf } from '@hemma/data';
import { describe, expect, it } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { CookieInformationPage } from './CookieInformationPage';

const cookiePrefix = 'hemma-test';
const cookieNames = cookieNamesOf(cookiePrefix);

describe('<CookieInformationPage />', () => {
  it('lists every cookie of the shop under the page title, in the page language', () => {
    render(
      <ShellTestProviders locale="sv">
        <CookieInformationPage title="Information om cookies" cookieNames={cookieNames} />
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
