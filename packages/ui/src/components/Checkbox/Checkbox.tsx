import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage, describedBy } from '../../internal/field';
import { choice, choiceLabel, nativeInput } from '../../internal/field/choice.css';
import { CheckIcon } from '../Icon';
import { box, checkboxField } from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Shown under the box with an error icon, for example when the terms must be accepted. */
  error?: string | null;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id: idProp, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const messageId = `${id}-message`;
  const invalid = Boolean(error);
  return (
    <div className={[checkboxField, className].filter(Boolean).join(' ')}>
      <label className={choice} htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={nativeInput}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && messageId)}
          {...rest}
        />
        <span className={box({ invalid })} aria-hidden="true">
          <CheckIcon size="s" />
        </span>
        <span className={choiceLabel}>{label}</span>
      </label>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
