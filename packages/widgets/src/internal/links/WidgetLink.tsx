import { Link } from '@hemma/ui';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useWidgetsSettings } from '../context/WidgetsContext';

export interface WidgetLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens an internal link in a new tab too; external links always open in one. */
  openInNewTab?: boolean;
  children: ReactNode;
}

/**
 * A link from content, through the shop's one Link: internal paths take the app's router link,
 * external ones open in a new tab with rel="noopener" and say so to screen readers.
 */
export function WidgetLink({ href, openInNewTab, children, ...rest }: WidgetLinkProps) {
  const { labels } = useWidgetsSettings();
  return (
    <Link
      href={href}
      variant="plain"
      newTabLabel={labels.opensInNewTab}
      {...(openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </Link>
  );
}
