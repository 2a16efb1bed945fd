import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { buttonSizes, type ButtonSize } from '../../themes/constants';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export { buttonSizes };
export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

interface ButtonOwnProps {
  /** Height and padding: s, m or l. */
  size?: ButtonSize;
  /** primary for the one main action of a view; secondary, outline and ghost for the rest. */
  variant?: ButtonVariant;
  /** Fills the width of its container, e.g. the checkout button in the cart panel. */
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width and ignores clicks until it is over. */
  loading?: boolean;
  /** The button's text, a verb ('Add to cart'); an icon alone with `iconOnly`. */
  children: ReactNode;
}

type IconOnlyProps =
  | {
      /** Draws only its icon, square; the button then needs an `aria-label`. */
      iconOnly?: false;
      /** A name for screen readers when the button's text does not say enough. */
      'aria-label'?: string;
    }
  | {
      /** Draws only its icon, square; the button then needs an `aria-label`. */
      iconOnly: true;
      /** An icon-only button still needs a name. */
      'aria-label': string;
    };

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
