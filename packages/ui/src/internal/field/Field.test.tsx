import { fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { englishUiLabels } from '../../components/LabelsProvider/LabelsProvider';
import { describedBy, FieldLabel, FieldMessage } from './Field';
import { useFieldValidation, type FieldValidationOptions } from './useFieldValidation';

const messages = englishUiLabels.validation;

/** The smallest input wired the way TextField wires one, to judge the shared timing rules alone. */
function ProbeField({ label, ...options }: FieldValidationOptions & { label: string }) {
  const id = useId();
  const { error, handlers } = useFieldValidation(options);
  return (
    <>
      <FieldLabel htmlFor={id} label={label} optional={options.optional} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-message`)}
        {...handlers}
      />
      <FieldMessage id={`${id}-message`} error={error} />
    </>
  );
}

describe('useFieldValidation', () => {
  it('judges a field when it loses focus, not while the shopper is still typing a fresh value', () => {
    render(<ProbeField label="Email" validation="email" />);
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'kund@' } });
    fireEvent.keyUp(input);
    expect(screen.queryByText(messages.email)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(messages.email)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(messages.email);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('re-judges on every key-up while invalid, and hides the feedback once valid', () => {
    const onValidityChange = vi.fn();
    render(<ProbeField label="Email" validation="email" onValidityChange={onValidityChange} />);
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'kund' } });
    fireEvent.blur(input);
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    fireEvent.change(input, { target: { value: 'kund@hemma.se' } });
    fireEvent.keyUp(input);
    expect(screen.queryByText(messages.email)).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
  });

  it('lets an error from outside win over the field’s own verdict', () => {
    render(<ProbeField label="Email" validation="email" error="The email is already registered" />);
    expect(screen.getByText('The email is already registered')).toBeInTheDocument();
  });

  it('adds the missing hyphen of a personal ID on blur and tells the owner', () => {
    const onNormalize = vi.fn();
    render(<ProbeField label="Personal ID" validation="personalId" onNormalize={onNormalize} />);
    const input = screen.getByLabelText<HTMLInputElement>('Personal ID');
    fireEvent.change(input, { target: { value: '8112289874' } });
    fireEvent.blur(input);
    expect(input.value).toBe('811228-9874');
    expect(onNormalize).toHaveBeenCalledWith('811228-9874');
    expect(screen.queryByText(messages.personalId)).toBeNull();
  });

  it('passes an empty optional field and says it is optional', () => {
    render(<ProbeField label="Company" validation="empty" optional />);
    const input = screen.getByLabelText(/Company/);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.queryByText(messages.required)).toBeNull();
  });
});
