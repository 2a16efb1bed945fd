import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import {
  FieldDescription,
  FieldLabel,
  FieldMessage,
  describedBy,
  useFieldValidation,
  type FieldTextProps,
  type FieldValidationOptions,
} from '../Field';
import * as fieldCss from '../Field/Field.css';
import { ChevronDownIcon } from '../Icon';
import { chevron, controlWithChevron, select } from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldTextProps,
    Omit<FieldValidationOptions, 'matchValue' | 'validation' | 'onNormalize'>,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a country'. With `validation="empty"` it must be changed. */
  placeholder?: string;
  validation?: 'empty';
}

/** A labelled native select: the platform's own picker on phones, a keyboard path everywhere. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    optional,
    optionalLabel,
    description,
    validation,
    error,
    onValidityChange,
    options,
    placeholder,
    id: idProp,
    disabled,
    className,
    onBlur,
    onChange,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const messageId = `${id}-message`;
  const descriptionId = description ? `${id}-description` : undefined;
  const { error: shownError, handlers } = useFieldValidation({
    validation,
    optional,
    error,
    onValidityChange,
  });
  const invalid = Boolean(shownError);

  return (
    <div className={[fieldCss.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} optional={optional} optionalLabel={optionalLabel} />
      <div
        className={`${fieldCss.control({ invalid, disabled: Boolean(disabled) })} ${controlWithChevron}`}
      >
        <select
          ref={ref}
          id={id}
          className={`${fieldCss.input} ${select}`}
          disabled={disabled}
          aria-required={(!optional && validation !== undefined) || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(descriptionId, invalid && messageId)}
          onChange={(event) => {
            handlers.onChange(event);
            onChange?.(event);
          }}
          onBlur={(event) => {
            handlers.onBlur(event);
            onBlur?.(event);
          }}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={chevron} />
      </div>
      {description && descriptionId ? (
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldMessage id={messageId} error={shownError} />
    </div>
  );
});
Select.displayName = 'Select';
