import type { MenuItemFieldsFragment } from '@hemma/data';
import { isFollowableHref } from '@hemma/ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { shopPath, isExternalUrl, menuLabel } from '@hemma/shop';
import { useMarketPrefix } from '../../routing/useMarketPrefix';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  item: Pick<MenuItemFieldsFragment, 'label' | 'title' | 'canonicalUrl' | 'targetBlank'>;
}

/**
 * A menu item's link: internal paths through the router with the page's language (and market)
 * prefix, external urls with noopener and, when the item says so, in a new tab (spec section 2).
 */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink(
  { item, children, ...rest },
  ref,
) {
  const prefix = useMarketPrefix();
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
    <Link
      ref={ref}
      to={shopPath(url, prefix)}
      target={item.targetBlank ? '_blank' : undefined}
      {...rest}
    >
      {content}
    </Link>
  );
});
MenuLink.displayName = 'MenuLink';
