import { ButtonLink, Link, type ButtonVariant } from '@hemma/ui';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useWidgetsSettings } from '../context/WidgetsContext';

export interface WidgetLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens an internal link in a new tab too; external links always open in one. */
  openInNewTab?: boolean;
  /** Draws the link as ui's button of this variant (ButtonLink) instead of a plain link. */
  button?: ButtonVariant;
  children: ReactNode;
}

/**
 * A link from content, through the shop's one Link: internal paths take the app's router link,
 * external ones open in a new tab with rel="noopener" and say so to screen readers.
 */
export function WidgetLink({ href, openInNewTab, button, children, ...rest }: WidgetLinkProps) {
  const { labels } = useWidgetsSettings();
  const props = {
    href,
    newTabLabel: labels.opensInNewTab,
    ...(openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...rest,
  };
  return button ? (
    <ButtonLink variant={button} {...props}>
      {children}
    </ButtonLink>
  ) : (
    <Link variant="plain" {...props}>
      {children}
    </Link>
  );
}
