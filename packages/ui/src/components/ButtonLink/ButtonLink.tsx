import { forwardRef } from 'react';
import type { ButtonSize } from '../../themes/constants';
import type { ButtonVariant } from '../Button';
import { button } from '../Button/Button.css';
import { LinkElement, type LinkElementProps } from '../Link/Link';

export interface ButtonLinkProps extends LinkElementProps {
  /** The Button's look: primary, secondary, outline or ghost. */
  variant?: ButtonVariant;
  /** The Button's height and padding: s, m or l. */
  size?: ButtonSize;
  /** Fills the width of its container. */
  fullWidth?: boolean;
}

/**
 * A link drawn as a button: the shop's Link (router link inside, new tab and `rel="noopener"`
 * outside) with the button's look and no link colour of its own, so the button's text colour
 * cannot lose to a link colour whatever order the stylesheets load in.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'm', fullWidth = false, className, ...rest },
  ref,
) {
  return (
    <LinkElement
      ref={ref}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
ButtonLink.displayName = 'ButtonLink';
