import type { ComponentType, ReactNode } from 'react';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import { isFollowableHref } from '../Link/linkRules';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** What the crumb reads, e.g. the category's name. */
  label: string;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface BreadcrumbsProps {
  /** The trail from the home page to the current page, in order. */
  items: readonly BreadcrumbItem[];
  /** The landmark's name, read by screen readers; the LabelsProvider's `breadcrumbs` by default. */
  label?: string;
  /** The app's router link (for client navigation); a plain anchor by default. */
  linkAs?: ComponentType<BreadcrumbLinkProps>;
}

function Anchor({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M4.5 2.5L8 6l-3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The path from the start page to this page; the last crumb is marked as the current page. */
export function Breadcrumbs({ items, label, linkAs: Link = Anchor }: BreadcrumbsProps) {
  const labels = useUiLabels();
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={label ?? labels.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index > 0 ? (
              <span className={styles.separator}>
                <Chevron />
              </span>
            ) : null}
            {index === lastIndex || !item.href || !isFollowableHref(item.href) ? (
              <span
                className={index === lastIndex ? styles.current : undefined}
                aria-current={index === lastIndex ? 'page' : undefined}
              >
                {item.label}
              </span>
            ) : (
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
