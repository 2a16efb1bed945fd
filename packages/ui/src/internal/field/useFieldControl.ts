import { useId, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { describedBy } from './Field';
import { useFieldValidation, type FieldValidationOptions } from './useFieldValidation';

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldControlOptions<Element extends TextElement> extends FieldValidationOptions {
  id?: string;
  /** Whether the field shows a description: the control then points at it. */
  hasDescription: boolean;
  onChange?: (event: ChangeEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  onKeyUp?: (event: KeyboardEvent<Element>) => void;
}

/**
 * Everything a labelled text control shares: its ids, the spec's validation timing, and the ARIA
 * that ties the control to its description and error. The caller's own handlers still run.
 */
export function useFieldControl<Element extends TextElement>({
  id: idProp,
  hasDescription,
  onChange,
  onBlur,
  onKeyUp,
  ...validationOptions
}: FieldControlOptions<Element>) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const messageId = `${id}-message`;
  const descriptionId = hasDescription ? `${id}-description` : undefined;
  const { error, handlers } = useFieldValidation(validationOptions);
  const invalid = Boolean(error);
  const { optional, validation } = validationOptions;

  return {
    id,
    messageId,
    descriptionId,
    error,
    invalid,
    /** What FieldFrame needs from the control: spread it, then add the texts. */
    frameProps: { controlId: id, messageId, descriptionId, error },
    controlProps: {
      id,
      'aria-required': (!optional && validation !== undefined) || undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(descriptionId, invalid && messageId),
      onChange: (event: ChangeEvent<Element>) => {
        handlers.onChange(event);
        onChange?.(event);
      },
      onBlur: (event: FocusEvent<Element>) => {
        handlers.onBlur(event);
        onBlur?.(event);
      },
      onKeyUp: (event: KeyboardEvent<Element>) => {
        handlers.onKeyUp(event);
        onKeyUp?.(event);
      },
    },
  };
}
