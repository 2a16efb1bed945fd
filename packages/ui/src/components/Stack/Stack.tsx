import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { SpaceStep } from '../../css/spaceScale';
import { stack } from './Stack.css';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The space between the children: a step of the theme's space scale. */
  gap?: SpaceStep;
  /** How children line up across the stack: stretched to its width (the default), or at a side. */
  align?: StackAlignment;
  /** The element it renders: `div` unless the content is a list (`ul`), a section or a form. */
  as?: ElementType;
  children: ReactNode;
}

/**
 * Children one under another with one step of the space scale between them: the sections of a
 * page, the fields of a form, the lines of a card. Spacing lives here, not in each child's margin.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 'm', align = 'stretch', as: Element = 'div', className, children, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref}
      className={[stack({ gap, align }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
});
