import { forwardRef, type ReactNode, type SVGProps } from 'react';
import { icon } from './Icon.css';

export const iconSizes = ['s', 'm', 'l', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  size?: IconSize;
  /** Names the icon for screen readers. Without it the icon is decoration and hidden from them. */
  label?: string;
}

/**
 * Makes one icon component from its 24×24 line drawing. Icons paint with currentColor, so they
 * take the colour of the text around them. How the lines are drawn is in the icon's class, not
 * in attributes: a page draws dozens of icons, and the attributes were 117 bytes of each.
 */
export function createIcon(displayName: string, drawing: ReactNode) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { size = 'm', label, className, ...rest },
    ref,
  ) {
    const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return (
      <svg
        ref={ref}
        viewBox="0 0 24 24"
        className={[icon({ size }), className].filter(Boolean).join(' ')}
        {...naming}
        {...rest}
      >
        {drawing}
      </svg>
    );
  });
  Icon.displayName = displayName;
  return Icon;
}
