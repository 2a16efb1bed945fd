import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
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
import { EyeIcon, EyeOffIcon } from '../Icon';
import { revealToggle } from './TextField.css';

export const textFieldTypes = [
  'text',
  'email',
  'password',
  'tel',
  'search',
  'url',
  'number',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    FieldTextProps,
    FieldValidationOptions,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  type?: TextFieldType;
  /** Names of the password reveal toggle, in the app's language. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

/** A labelled single-line input: text, email, password (with a reveal toggle) and the like. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    optional,
    optionalLabel,
    description,
    validation,
    matchValue,
    error,
    onValidityChange,
    onNormalize,
    type = 'text',
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    id: idProp,
    disabled,
    className,
    onBlur,
    onKeyUp,
    onChange,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const messageId = `${id}-message`;
  const descriptionId = description ? `${id}-description` : undefined;
  const [revealed, setRevealed] = useState(false);
  const { error: shownError, handlers } = useFieldValidation({
    validation,
    optional,
    matchValue,
    error,
    onValidityChange,
    onNormalize,
  });
  const invalid = Boolean(shownError);
  const isPassword = type === 'password';

  return (
    <div className={[fieldCss.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} optional={optional} optionalLabel={optionalLabel} />
      <div className={fieldCss.control({ invalid, disabled: Boolean(disabled) })}>
        <input
          ref={ref}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          className={fieldCss.input}
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
          onKeyUp={(event) => {
            handlers.onKeyUp(event);
            onKeyUp?.(event);
          }}
          {...rest}
        />
        {isPassword ? (
          <span className={fieldCss.adornment}>
            <button
              type="button"
              className={revealToggle}
              aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
              aria-controls={id}
              disabled={disabled}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </span>
        ) : null}
      </div>
      {description && descriptionId ? (
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldMessage id={messageId} error={shownError} />
    </div>
  );
});
TextField.displayName = 'TextField';
