import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CookieTable } from './CookieTable';

const props = {
  caption: 'Cookies',
  columns: { name: 'Cookie', purpose: 'Purpose', lifetime: 'Lifetime' },
  rows: [
    { name: 'hemma-auth', purpose: 'Keeps you logged in.', lifetime: '7 days' },
    { name: 'hemma-locale', purpose: 'Remembers the language you chose.', lifetime: '1 year' },
  ],
};

describe('<CookieTable />', () => {
  it('lists each cookie as a row headed by its name', () => {
    render(<CookieTable {...props} />);
    const table = screen.getByRole('table', { name: 'Cookies' });
    const row = within(table).getByRole('row', { name: /hemma-locale/ });
    expect(within(row).getByRole('rowheader', { name: 'hemma-locale' })).toBeInTheDocument();
    expect(within(row).getByText('1 year')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<CookieTable {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
