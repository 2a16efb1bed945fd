import { forwardRef, type ProgressHTMLAttributes } from 'react';
import { progressBar } from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  ProgressHTMLAttributes<HTMLProgressElement>,
  'value' | 'max' | 'aria-label'
> {
  /** How far along, from 0 to `max`. */
  value: number;
  /** The value that means done; 1 by default, so `value` can be a share. */
  max?: number;
  /** What the bar measures, e.g. 'Progress to free shipping': its accessible name. */
  label: string;
}

/** A bar that shows how far something has come: the way to free shipping in the cart. */
export const ProgressBar = forwardRef<HTMLProgressElement, ProgressBarProps>(function ProgressBar(
  { value, max = 1, label, className, ...rest },
  ref,
) {
  return (
    <progress
      ref={ref}
      className={[progressBar, className].filter(Boolean).join(' ')}
      value={value}
      max={max}
      aria-label={label}
      {...rest}
    />
  );
});
ProgressBar.displayName = 'ProgressBar';
