import { forwardRef, type SelectHTMLAttributes } from 'react';
import {
  FieldFrame,
  useFieldControl,
  type FieldTextProps,
  type FieldValidationOptions,
} from '../../internal/field';
import * as fieldCss from '../../internal/field/Field.css';
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
  /** The choices, in order: a value, a label, and whether it can be chosen. */
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a country'. With `validation="empty"` it must be changed. */
  placeholder?: string;
  /** empty: leaving the placeholder chosen is an error (a required choice). */
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
    onKeyUp,
    ...rest
  },
  ref,
) {
  const field = useFieldControl<HTMLSelectElement>({
    id: idProp,
    hasDescription: Boolean(description),
    validation,
    optional,
    error,
    onValidityChange,
    onChange,
    onBlur,
    onKeyUp,
  });

  return (
    <FieldFrame
      {...field.frameProps}
      label={label}
      optional={optional}
      optionalLabel={optionalLabel}
      description={description}
      disabled={disabled}
      className={className}
      controlClassName={controlWithChevron}
    >
      <select
        ref={ref}
        className={`${fieldCss.input} ${select}`}
        disabled={disabled}
        {...field.controlProps}
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
    </FieldFrame>
  );
});
Select.displayName = 'Select';
