import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { z } from 'zod';

/** Web, mail and phone links and paths on this site; `javascript:` and `data:` never pass. */
export const safeHrefSchema = z
  .string()
  .trim()
  .regex(/^(?:https?:\/\/|mailto:|tel:|\/|#|\?)/i, 'must be a web, mail or phone link or a path on this site');

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export interface WidgetLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new tab; external links always do. */
  openInNewTab?: boolean;
  children: ReactNode;
}

/** A link from content: external ones open in a new tab without access to this page. */
export function WidgetLink({ href, openInNewTab, children, ...rest }: WidgetLinkProps) {
  const newTab = openInNewTab ?? isExternalHref(href);
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
