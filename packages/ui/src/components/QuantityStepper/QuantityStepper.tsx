import { useId, useState, type KeyboardEvent } from 'react';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import * as styles from './QuantityStepper.css';

export const quantityStepperSizes = ['s', 'm'] as const;
export type QuantityStepperSize = (typeof quantityStepperSizes)[number];

export function clampQuantity(value: number, min: number, max?: number): number {
  const upper = max === undefined ? Number.POSITIVE_INFINITY : Math.max(min, max);
  return Math.min(upper, Math.max(min, Math.trunc(value)));
}

export interface QuantityStepperProps {
  /** The quantity chosen. */
  value: number;
  /** Called with the new quantity, from the buttons or a typed number kept within min and max. */
  onChange: (value: number) => void;
  /** 1 by default: a cart line is removed elsewhere, not by stepping to 0. */
  min?: number;
  /** From the stock: no more than this can be chosen. */
  max?: number;
  /** No change possible, e.g. while the cart saves the last one. */
  disabled?: boolean;
  /** s in the cart panel, m on the product page. */
  size?: QuantityStepperSize;
  /** Names of the input and buttons; the LabelsProvider's words by default. */
  label?: string;
  /** The minus button's name, e.g. 'Decrease quantity'. */
  decreaseLabel?: string;
  /** The plus button's name, e.g. 'Increase quantity'. */
  increaseLabel?: string;
  /** Shown while the maximum is chosen, e.g. 'Only 3 left'. */
  maxReachedText?: string;
}

function StepGlyph({ plus }: { plus: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={plus ? 'M3 8h10M8 3v10' : 'M3 8h10'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Picks a quantity with minus and plus buttons or by typing, kept between min and the stock. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled = false,
  size = 'm',
  label,
  decreaseLabel,
  increaseLabel,
  maxReachedText,
}: QuantityStepperProps) {
  const labels = useUiLabels();
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = useId();
  const current = clampQuantity(value, min, max);
  const atMin = current <= min;
  const atMax = max !== undefined && current >= max;

  const set = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(typed)) set(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, (() => void) | undefined> = {
      ArrowUp: () => set(current + 1),
      ArrowDown: () => set(current - 1),
      Home: () => set(min),
      End: max === undefined ? undefined : () => set(max),
      Enter: commitDraft,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const showHint = atMax && maxReachedText;
  return (
    <div>
      <div className={styles.root({ size })} data-disabled={disabled}>
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel ?? labels.decreaseQuantity}
          disabled={disabled || atMin}
          onClick={() => set(current - 1)}
        >
          <StepGlyph plus={false} />
        </button>
        <input
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          role="spinbutton"
          aria-label={label ?? labels.quantity}
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-describedby={showHint ? hintId : undefined}
          disabled={disabled}
          value={draft ?? String(current)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={increaseLabel ?? labels.increaseQuantity}
          disabled={disabled || atMax}
          onClick={() => set(current + 1)}
        >
          <StepGlyph plus />
        </button>
      </div>
      {showHint ? (
        <span id={hintId} className={styles.hint}>
          {maxReachedText}
        </span>
      ) : null}
    </div>
  );
}
