import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { choice, choiceLabel } from '../../internal/field/choice.css';
import { switchInput, thumb, track } from './Toggle.css';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** The visible label beside the switch; clicking it flips the switch. */
  label: ReactNode;
  /** Called with the new state when the switch is flipped. */
  onCheckedChange?: (checked: boolean) => void;
}

/** An on/off switch, such as prices with or without VAT. A real checkbox with the switch role. */
export const Toggle = forwardRef<HTMLInputElement, ToggleProps>(function Toggle(
  { label, onCheckedChange, onChange, id: idProp, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <label className={[choice, className].filter(Boolean).join(' ')} htmlFor={id}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className={switchInput}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...rest}
      />
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      <span className={choiceLabel}>{label}</span>
    </label>
  );
});
Toggle.displayName = 'Toggle';
