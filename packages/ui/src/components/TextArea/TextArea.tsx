import { forwardRef, type TextareaHTMLAttributes } from 'react';
import {
  FieldFrame,
  useFieldControl,
  type FieldTextProps,
  type FieldValidationOptions,
} from '../../internal/field';
import * as fieldCss from '../../internal/field/Field.css';
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
    id,
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
  const field = useFieldControl<HTMLTextAreaElement>({
    id,
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
    >
      <textarea
        ref={ref}
        rows={rows}
        className={`${fieldCss.input} ${textarea}`}
        disabled={disabled}
        {...field.controlProps}
        {...rest}
      />
    </FieldFrame>
  );
});
TextArea.displayName = 'TextArea';
