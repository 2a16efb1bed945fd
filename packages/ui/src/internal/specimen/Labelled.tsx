import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../../themes';

/** The muted caption every specimen sheet names its specimens with. */
export const captionStyle: CSSProperties = {
  margin: 0,
  fontSize: vars.font.size.s,
  color: vars.surface.textMuted,
};

/**
 * One specimen of a sheet with a small caption over it saying which state, size or variant it
 * shows, so a designer reviewing the sheet need not guess.
 */
export function Labelled({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: vars.space.xxs, alignContent: 'start' }}>
      <figcaption style={captionStyle}>{caption}</figcaption>
      {children}
    </figure>
  );
}
