import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { forwardRef, type ForwardedRef, type ReactElement } from 'react';
import * as css from './SegmentedControl.css';

export interface SegmentedOption<Value extends string = string> {
  value: Value;
  /** The option's visible name ('Private', 'Business'). */
  label: string;
}

export interface SegmentedControlProps<Value extends string = string> {
  /** What the choice is about, for screen readers ('Prices for'). */
  label: string;
  options: readonly SegmentedOption<Value>[];
  /** The chosen option; one is always chosen. */
  value: Value;
  onValueChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One of two to four options, side by side, always one chosen: private or business prices, list
 * or grid. On Radix Toggle Group: a radio group that the arrow keys move through; choosing the
 * chosen option again keeps it (the control never falls to no choice).
 */
function SegmentedControlInner<Value extends string>(
  { label, options, value, onValueChange, disabled, className }: SegmentedControlProps<Value>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <ToggleGroup.Root
      ref={ref}
      type="single"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next as Value);
      }}
      disabled={disabled}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <ToggleGroup.Item key={option.value} value={option.value} className={css.item}>
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

export const SegmentedControl = forwardRef(SegmentedControlInner) as <Value extends string>(
  props: SegmentedControlProps<Value> & { ref?: ForwardedRef<HTMLDivElement> },
) => ReactElement;
