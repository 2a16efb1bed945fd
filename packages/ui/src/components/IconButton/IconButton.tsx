import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonSizes, type ButtonSize } from '../../themes/constants';
import { iconButton } from './IconButton.css';

export const iconButtonVariants = ['plain', 'outline'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export { buttonSizes as iconButtonSizes };

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** What the button does, for screen readers and the tooltip of a mouse ('Close', 'Open search'). */
  label: string;
  /** The icon it draws (an icon of this package); it takes the colour of the text around it. */
  icon: ReactNode;
  /** The square's side: the height of a button of the same size. */
  size?: ButtonSize;
  /** plain inside bars and panels; outline where it stands alone on a page. */
  variant?: IconButtonVariant;
}

/**
 * A square button that shows only an icon: close, open the menu, search, remove a line. Its name
 * is required, so no icon button reaches a page unnamed.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 'm', variant = 'plain', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={[iconButton({ size, variant }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
});
