import { forwardRef, type ReactNode, type Ref } from 'react';
import { isFollowableHref } from '../Link/linkRules';
import { tag } from './Tag.css';

export const tagTones = [
  'neutral',
  'accent',
  'positive',
  'warning',
  'critical',
  'info',
  'discount',
] as const;
export type TagTone = (typeof tagTones)[number];
export const tagSizes = ['s', 'm'] as const;
export type TagSize = (typeof tagSizes)[number];

export interface TagProps {
  /** The tag's text, a word or two ('New', '-20 %'). */
  children: ReactNode;
  /** The colour and what it means: neutral, accent, positive, warning, critical, info or discount. */
  tone?: TagTone;
  /** s on product cards, m elsewhere. */
  size?: TagSize;
  /** Makes the tag a link, e.g. a search suggestion tag. */
  href?: string;
  /** Classes for the tag, e.g. its place on a product image. */
  className?: string;
}

/** A pill label: a product's 'New' or '-20 %', or a search tag. */
export const Tag = forwardRef<HTMLElement, TagProps>(function Tag(
  { children, tone = 'neutral', size = 'm', href, className },
  ref,
) {
  const classes = [tag({ tone, size }), className].filter(Boolean).join(' ');
  return href && isFollowableHref(href) ? (
    <a ref={ref as Ref<HTMLAnchorElement>} href={href} className={classes}>
      {children}
    </a>
  ) : (
    <span ref={ref as Ref<HTMLSpanElement>} className={classes}>
      {children}
    </span>
  );
});
Tag.displayName = 'Tag';
