import type { MenuItemFieldsFragment } from '@hemma/data';
import { isFollowableHref } from '@hemma/ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { isExternalUrl, menuLabel, useOptionalShell } from '../../shell';
import { ShellLink } from '../ShellLink';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  item: Pick<MenuItemFieldsFragment, 'label' | 'title' | 'canonicalUrl' | 'targetBlank'>;
}

const asIs = (path: string) => path;

/**
 * A menu item's link: internal paths through the router with the page's language (and market)
 * prefix, which the shell's `linkOf` adds, external urls with noopener and, when the item says
 * so, in a new tab (spec section 2).
 */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink(
  { item, children, ...rest },
  ref,
) {
  const linkOf = useOptionalShell()?.linkOf ?? asIs;
  const url = item.canonicalUrl ?? '/';
  const content = children ?? menuLabel(item);
  // A javascript:, vbscript: or data: URL from the API is never made clickable: the label stays, as text.
  if (!isFollowableHref(url)) return <span className={rest.className}>{content}</span>;
  if (isExternalUrl(url)) {
    return (
      <a
        ref={ref}
        href={url}
        rel="noopener noreferrer"
        target={item.targetBlank ? '_blank' : undefined}
        {...rest}
      >
        {content}
      </a>
    );
  }
  return (
    <ShellLink
      ref={ref}
      to={linkOf(url)}
      target={item.targetBlank ? '_blank' : undefined}
      {...rest}
    >
      {content}
    </ShellLink>
  );
});
MenuLink.displayName = 'MenuLink';
