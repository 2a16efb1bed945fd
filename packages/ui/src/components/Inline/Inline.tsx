import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { SpaceStep } from '../../css/spaceScale';
import { inline } from './Inline.css';

export const inlineAlignments = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const inlineJustifications = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineJustification = (typeof inlineJustifications)[number];

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** The space between the children: a step of the theme's space scale. */
  gap?: SpaceStep;
  /** How children line up in the row: centred (the default), at the top or bottom, on the text's baseline. */
  align?: InlineAlignment;
  /** Where the row's children sit along it; `spaceBetween` pushes the first and last to the ends. */
  justify?: InlineJustification;
  /** Lets the row break onto more lines when it runs out of width (on unless told). */
  wrap?: boolean;
  /** The element it renders: `div` unless the content is a list (`ul`) or a navigation. */
  as?: ElementType;
  children: ReactNode;
}

/**
 * Children side by side with one step of the space scale between them, wrapping when the row runs
 * out of width: buttons of a form, tags, a price beside its label, the icons of a header.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  {
    gap = 's',
    align = 'center',
    justify = 'start',
    wrap = true,
    as: Element = 'div',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Element
      ref={ref}
      className={[inline({ gap, align, justify, wrap }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
});
