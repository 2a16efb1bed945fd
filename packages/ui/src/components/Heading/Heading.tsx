import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['xxxl', 'xxl', 'xl', 'l', 'm'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The step of the type scale each level takes unless told: the page title largest. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'xl', 3: 'l', 4: 'm' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading's place in the page outline: 1 for the page title (one per page), 2 for its sections. */
  level: HeadingLevel;
  /** A step of the type scale when the outline and the look differ (a section title drawn small). */
  size?: HeadingSize;
  children: ReactNode;
}

/**
 * A heading of the page outline (`h1`–`h4`) in the theme's type scale: the level says where it sits
 * in the document, the size only how large it is drawn.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, className, children, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      className={[heading({ size: size ?? sizeOfLevel[level] }), className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
});
