import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/a11y.css';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import { link } from './Link.css';
import { useLinkSettings } from './LinkProvider';
import { browserConnection, isFollowableHref, resolveLink, shouldPrefetch } from './linkRules';

export const linkVariants = ['inline', 'plain'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends LinkElementProps {
  /** inline: underlined, for links in running text; plain: the surrounding text's look, for menus and cards. */
  variant?: LinkVariant;
}

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection?.removeEventListener?.('change', onChange);
  };
}

function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => shouldPrefetch(browserConnection()),
    () => true,
  );
}

export interface LinkElementProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The link's text; it should make sense read alone ('See all sofas', not 'Here'). */
  children?: ReactNode;
  /** Where it leads: a path of the shop goes through the router, anything else is a plain link (external ones open in a new tab). */
  href: string;
  /** Told to screen readers after an external link's text; the LabelsProvider's `opensInNewTab` by default. */
  newTabLabel?: string;
}

/**
 * What Link and ButtonLink share: internal paths take the app's router link, external ones open in
 * a new tab with rel="noopener", a javascript: or data: URL stays text. Drawn only with the classes
 * it is given, so a link dressed as a button carries no link colour to fight the button's.
 */
export const LinkElement = forwardRef<HTMLAnchorElement, LinkElementProps>(function LinkElement(
  { href, newTabLabel, className, children, rel, target, ...rest },
  ref,
) {
  const { linkComponent: RouterLink, shopHosts, resolvePath } = useLinkSettings();
  const prefetchAllowed = usePrefetchAllowed();
  const labels = useUiLabels();
  const resolved = resolveLink(href, { shopHosts, resolvePath });

  // A javascript: or data: URL from content is never made clickable: its text stays, as text.
  if (!isFollowableHref(href)) return <span className={className}>{children}</span>;

  if (resolved.kind === 'external') {
    const relParts = new Set(['noopener', ...(rel ? rel.split(/\s+/) : [])]);
    return (
      <a
        ref={ref}
        href={resolved.href}
        target={target ?? '_blank'}
        rel={[...relParts].join(' ')}
        className={className}
        {...rest}
      >
        {children}
        {(target ?? '_blank') === '_blank' ? (
          <span className={visuallyHidden}> ({newTabLabel ?? labels.opensInNewTab})</span>
        ) : null}
      </a>
    );
  }

  return (
    <RouterLink
      ref={ref}
      to={resolved.path}
      prefetch={prefetchAllowed ? 'intent' : 'none'}
      className={className}
      rel={rel}
      target={target}
      {...rest}
    >
      {children}
    </RouterLink>
  );
});
LinkElement.displayName = 'LinkElement';

/**
 * The shop's one link: internal paths go through the app's router link, external ones open in a
 * new tab with rel="noopener". The router is injected with LinkProvider, so ui stays router-agnostic.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', className, ...rest },
  ref,
) {
  return (
    <LinkElement
      ref={ref}
      className={[link({ variant }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
Link.displayName = 'Link';
