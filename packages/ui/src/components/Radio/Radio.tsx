import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel, FieldMessage, describedBy, type FieldTextProps } from '../../internal/field';
import { choice, choiceLabel, nativeInput } from '../../internal/field/choice.css';
import { dot, group, options as optionsCss } from './Radio.css';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label beside the button; clicking it chooses the option. */
  label: ReactNode;
  /** Draws the button in the error colour; the group says why. */
  invalid?: boolean;
}

/** One radio button; use RadioGroup for a labelled set with a shared error. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { label, invalid = false, id: idProp, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <label className={[choice, className].filter(Boolean).join(' ')} htmlFor={id}>
      <input ref={ref} id={id} type="radio" className={nativeInput} {...rest} />
      <span className={dot({ invalid })} aria-hidden="true" />
      <span className={choiceLabel}>{label}</span>
    </label>
  );
});
Radio.displayName = 'Radio';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** This option cannot be chosen, e.g. a delivery option the address does not allow. */
  disabled?: boolean;
}

export const radioOrientations = ['vertical', 'horizontal'] as const;

export interface RadioGroupProps extends Omit<FieldTextProps, 'description'> {
  /** The form field's name, shared by every option. */
  name: string;
  /** The choices, in order: a value, a label, and whether it can be chosen. */
  options: readonly RadioOption[];
  /** The chosen value, when the parent holds it (controlled). */
  value?: string;
  /** The value chosen at first, when the group holds it (uncontrolled). */
  defaultValue?: string;
  /** Called with the value the shopper chose. */
  onValueChange?: (value: string) => void;
  /** Shown under the group with an error icon; it marks every option invalid. */
  error?: string | null;
  /** No option can be chosen. */
  disabled?: boolean;
  /** vertical (one option a line) or horizontal (side by side, for two or three short ones). */
  orientation?: (typeof radioOrientations)[number];
}

/** A set of radios under one legend, such as gender or customer type. */
export function RadioGroup({
  name,
  label,
  optional,
  optionalLabel,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  disabled,
  orientation = 'vertical',
}: RadioGroupProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const invalid = Boolean(error);
  return (
    <fieldset
      className={group}
      disabled={disabled}
      aria-describedby={describedBy(invalid && messageId)}
    >
      <FieldLabel as="legend" label={label} optional={optional} optionalLabel={optionalLabel} />
      <div className={optionsCss({ orientation })}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            invalid={invalid}
            aria-invalid={invalid || undefined}
            {...(value !== undefined
              ? { checked: value === option.value, onChange: () => onValueChange?.(option.value) }
              : {
                  defaultChecked: defaultValue === option.value,
                  onChange: () => onValueChange?.(option.value),
                })}
          />
        ))}
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
