import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { emptyDraft, type CheckoutDraft } from '@hemma/data';
import type { FieldErrors } from '../checkoutValidation';
import { CustomerDetails } from './CustomerDetails';

vi.setConfig({ testTimeout: 20_000 });

const countries = [
  { code: 'FI', label: 'Finland' },
  { code: 'DE', label: 'Germany' },
];

function Harness({
  initial,
  errors = {},
  onBlurField = () => {},
}: {
  initial: Partial<CheckoutDraft>;
  errors?: FieldErrors;
  onBlurField?: (field: string) => void;
}) {
  const [draft, setDraft] = useState<CheckoutDraft>({ ...emptyDraft, ...initial });
  return (
    <CustomerDetails
      draft={draft}
      errors={errors}
      countries={countries}
      onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      onBlurField={onBlurField}
    />
  );
}

function renderDetails(
  initial: Partial<CheckoutDraft> = {},
  errors: FieldErrors = {},
  locale: 'en' | 'sv' = 'en',
) {
  const onBlurField = vi.fn();
  const view = render(
    <ShellTestProviders locale={locale}>
      <Harness initial={initial} errors={errors} onBlurField={onBlurField} />
    </ShellTestProviders>,
  );
  return { ...view, onBlurField, user: userEvent.setup() };
}

describe('<CustomerDetails />', () => {
  it('has every customer field of the spec for a private person, optional ones marked', () => {
    renderDetails({ country: 'FI' });
    for (const label of [
      'Email',
      'First name',
      'Last name',
      'Phone number',
      'Care of',
      'Street address',
      'Address line 2',
      'Entry code',
      'Postal code',
      'City',
      'Country',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/).closest('div')?.parentElement).toHaveTextContent(
      '(optional)',
    );
    expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Private person' })).toBeChecked();
  });

  it('asks for the personal ID with a Swedish address only', () => {
    renderDetails({ country: 'SE' }, {}, 'sv');
    expect(screen.getByLabelText(/^Personnummer/)).toBeInTheDocument();
  });

  it('adds the company fields when the customer is a company', async () => {
    const { user } = renderDetails();
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(screen.getByLabelText(/^Company name/)).toBeRequired();
    expect(screen.getByLabelText(/^Organization ID/)).toBeRequired();
  });

  it('tells the page which field lost focus, and shows the spec messages it is given', async () => {
    const { user, onBlurField } = renderDetails(
      {},
      { email: 'validation.emailNotValid', city: 'validation.required' },
    );
    expect(screen.getByText('You have to enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByLabelText(/^First name/));
    await user.tab();
    expect(onBlurField).toHaveBeenCalledWith('firstName');
  });

  it('has no axe violations', async () => {
    const { container } = renderDetails(
      { customerType: 'ORGANIZATION', country: 'FI' },
      { email: 'validation.emailNotValid' },
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
