import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import {
  FieldFrame,
  useFieldControl,
  type FieldTextProps,
  type FieldValidationOptions,
} from '../../internal/field';
import * as fieldCss from '../../internal/field/Field.css';
import { EyeIcon, EyeOffIcon } from '../Icon';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
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
  /** The input's type: it picks the phone's keyboard, and password adds a reveal toggle. */
  type?: TextFieldType;
  /** Names of the password reveal toggle; the LabelsProvider's words by default. */
  showPasswordLabel?: string;
  /** The reveal toggle's name while the password is shown. */
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
    showPasswordLabel,
    hidePasswordLabel,
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
  const [revealed, setRevealed] = useState(false);
  const labels = useUiLabels();
  const field = useFieldControl<HTMLInputElement>({
    id: idProp,
    hasDescription: Boolean(description),
    validation,
    optional,
    matchValue,
    error,
    onValidityChange,
    onNormalize,
    onChange,
    onBlur,
    onKeyUp,
  });
  const isPassword = type === 'password';

  return (
    <FieldFrame
      {...field.frameProps}
      label={label}
      optional={optional}
      optionalLabel={optionalLabel}
      description={description}
      disabled={disabled}
      className={className}
    >
      <input
        ref={ref}
        type={isPassword && revealed ? 'text' : type}
        className={fieldCss.input}
        disabled={disabled}
        {...field.controlProps}
        {...rest}
      />
      {isPassword ? (
        <span className={fieldCss.adornment}>
          <button
            type="button"
            className={revealToggle}
            aria-label={
              revealed
                ? (hidePasswordLabel ?? labels.hidePassword)
                : (showPasswordLabel ?? labels.showPassword)
            }
            aria-controls={field.id}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </span>
      ) : null}
    </FieldFrame>
  );
});
TextField.displayName = 'TextField';
