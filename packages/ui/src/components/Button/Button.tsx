import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { buttonSizes, type ButtonSize } from '../../themes/constants';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export { buttonSizes };
export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

interface ButtonOwnProps {
  size?: ButtonSize;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width and ignores clicks until it is over. */
  loading?: boolean;
  children: ReactNode;
}

type IconOnlyProps =
  | { iconOnly?: false; 'aria-label'?: string }
  | { iconOnly: true; /** An icon-only button still needs a name. */ 'aria-label': string };

export type ButtonProps = ButtonOwnProps &
  IconOnlyProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    size = 'm',
    variant = 'primary',
    fullWidth = false,
    iconOnly = false,
    loading = false,
    disabled,
    className,
    onClick,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={[button({ size, variant, fullWidth, iconOnly }), className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size="s" /> : null}
      {children}
    </button>
  );
});
Button.displayName = 'Button';
