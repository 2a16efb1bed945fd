import { visuallyHidden } from '../../css/a11y.css';
import { spinner } from './Spinner.css';

export const spinnerSizes = ['s', 'm', 'l'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** s inside a button, m in a panel, l for a page. */
  size?: SpinnerSize;
  /** Read by screen readers; omit when a surrounding control already says what is happening. */
  label?: string;
}

export function Spinner({ size = 's', label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined}>
      <span className={spinner({ size })} aria-hidden="true" />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
