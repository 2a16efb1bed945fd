import { forwardRef, type HTMLAttributes } from 'react';
import { container } from './Container.css';

export const containerWidths = ['default', 'narrow'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export const containerElements = [
  'div',
  'section',
  'main',
  'header',
  'footer',
  'nav',
  'article',
] as const;

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** default: 1920 px max width; narrow: 1000 px, for reading and forms. */
  width?: ContainerWidth;
  /** Side gutters that grow with the breakpoints; off for full-bleed content. */
  gutters?: boolean;
  /** The element drawn, for the page's landmarks: `main`, `nav`, `section`...; a div by default. */
  as?: (typeof containerElements)[number];
}

/** Centres the page's content at the spec's max widths, with gutters that grow with the screen. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { width = 'default', gutters = true, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref as never}
      className={[container({ width, gutters }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
Container.displayName = 'Container';
