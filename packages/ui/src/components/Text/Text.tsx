import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { text } from './Text.css';

export const textSizes = ['xs', 's', 'm', 'l'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['neutral', 'muted', 'critical', 'positive', 'discount'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** A step of the type scale: m for running text, s and xs for notes and captions. */
  size?: TextSize;
  /** What the text says about itself: muted for secondary facts, critical for errors, positive for success. */
  tone?: TextTone;
  weight?: TextWeight;
  /** `p` for a paragraph (the default), `span` inside a line, `div` around other blocks. */
  as?: 'p' | 'span' | 'div';
  children: ReactNode;
}

/**
 * Body text in the theme's type scale and colours, so a page states what a text is (a note, an
 * error) instead of writing a font size and a colour in its stylesheet.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    size = 'm',
    tone = 'neutral',
    weight = 'regular',
    as: Element = 'p',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Element
      ref={ref as never}
      className={[text({ size, tone, weight }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
});
