import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
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
import { textarea } from './TextArea.css';

export interface TextAreaProps
  extends
    FieldTextProps,
    Omit<FieldValidationOptions, 'matchValue' | 'onNormalize'>,
    TextareaHTMLAttributes<HTMLTextAreaElement> {}

/** A labelled multi-line input, such as an order message or a review. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    optional,
    optionalLabel,
    description,
    validation,
    error,
    onValidityChange,
    id: idProp,
    disabled,
    className,
    rows = 4,
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
      <div className={fieldCss.control({ invalid, disabled: Boolean(disabled) })}>
        <textarea
          ref={ref}
          id={id}
          rows={rows}
          className={`${fieldCss.input} ${textarea}`}
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
      </div>
      {description && descriptionId ? (
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldMessage id={messageId} error={shownError} />
    </div>
  );
});
TextArea.displayName = 'TextArea';
