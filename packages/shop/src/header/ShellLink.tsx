import { useLinkSettings } from '@hemma/ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the page's channel, already localized (the shell's links, `linkOf`). */
  to: string;
}

/**
 * A header link to a path already localized, through the router link LinkProvider injects. Not
 * ui's Link: its link look (radius, hover underline, colour) would change the header's own, its
 * `resolvePath` would prefix an already prefixed path again, and the header never prefetches.
 */
export const ShellLink = forwardRef<HTMLAnchorElement, ShellLinkProps>(function ShellLink(
  { to, ...rest },
  ref,
) {
  const { linkComponent: RouterLink } = useLinkSettings();
  return <RouterLink ref={ref} to={to} prefetch="none" {...rest} />;
});
ShellLink.displayName = 'ShellLink';
