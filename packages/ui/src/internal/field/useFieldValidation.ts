import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useUiLabels } from '../../components/LabelsProvider/LabelsProvider';
import {
  normalizePersonalId,
  validate,
  type ValidationCode,
  type ValidationKind,
} from '../../validation';

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldValidationOptions {
  /** Which rule of the spec the field follows; none means the field is never judged here. */
  validation?: ValidationKind;
  optional?: boolean;
  /** For passwordMatch: the other password field's value. A change re-checks this field. */
  matchValue?: string;
  /** An error from outside (the server, a form-level check). It wins over the field's own verdict. */
  error?: string | null;
  /** Told whether the value is valid, each time the field is validated. */
  onValidityChange?: (valid: boolean) => void;
  /**
   * Told the tidied value when the field rewrites it on blur (a personal ID gets its missing
   * hyphen). An uncontrolled field shows it at once; a controlled one shows what its owner sets.
   */
  onNormalize?: (value: string) => void;
}

/**
 * The spec's validation timing: a field is judged when it loses focus, and again on every key-up
 * while it is invalid; a valid field hides its feedback. The message is the LabelsProvider's
 * `validation` text for the verdict's code.
 */
export function useFieldValidation({
  validation,
  optional,
  matchValue,
  error: externalError,
  onValidityChange,
  onNormalize,
}: FieldValidationOptions) {
  const validationLabels = useUiLabels().validation;
  const [ownError, setOwnError] = useState<ValidationCode | null>(null);
  const judged = useRef(false);
  const lastValue = useRef<string | null>(null);

  const judge = (value: string) => {
    lastValue.current = value;
    if (!validation) return;
    judged.current = true;
    const result = validate(validation, value, { optional, matchValue });
    setOwnError(result);
    onValidityChange?.(result === null);
  };

  const recheck = useEffectEvent(() => {
    if (judged.current && lastValue.current !== null) judge(lastValue.current);
  });

  // passwordMatch: the other field changed, so a verdict given earlier may no longer hold.
  useEffect(() => {
    recheck();
  }, [matchValue]);

  return {
    error: externalError ?? (ownError && validationLabels[ownError]),
    handlers: {
      onChange: (event: ChangeEvent<TextElement>) => {
        lastValue.current = event.currentTarget.value;
        // A select has no typing: its change is the key-up of the other fields.
        if (ownError && event.currentTarget instanceof HTMLSelectElement)
          judge(event.currentTarget.value);
      },
      onBlur: (event: FocusEvent<TextElement>) => {
        const element = event.currentTarget;
        const normalised = validation === 'personalId' ? normalizePersonalId(element.value) : null;
        if (normalised && normalised !== element.value) {
          element.value = normalised;
          onNormalize?.(normalised);
        }
        judge(element.value);
      },
      onKeyUp: (event: KeyboardEvent<TextElement>) => {
        if (ownError) judge(event.currentTarget.value);
      },
    },
  };
}
