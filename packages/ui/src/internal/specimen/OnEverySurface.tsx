import type { ReactNode } from 'react';
import { footerSurface, headerSurface, headerSurfaceDark } from '../../css/surfaces.css';
import { vars } from '../../themes';
import { captionStyle } from './Labelled';

/** The surfaces a control can sit on, named as a designer reviews them. */
export const specimenSurfaces = [
  { name: 'Page', className: undefined },
  { name: 'Header', className: headerSurface },
  { name: 'Dark header', className: headerSurfaceDark },
  { name: 'Footer', className: footerSurface },
] as const;

/**
 * A specimen sheet for stories: the same controls on every surface, one labelled row each, so a
 * surface's colours are reviewed beside the others.
 */
export function OnEverySurface({ children }: { children: ReactNode }) {
  return (
    <div>
      {specimenSurfaces.map((surface) => (
        <div
          role="group"
          key={surface.name}
          className={surface.className}
          aria-label={surface.name}
          style={{ display: 'grid', gap: vars.space.xs, padding: vars.space.m }}
        >
          <p style={captionStyle}>{surface.name}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.m }}>{children}</div>
        </div>
      ))}
    </div>
  );
}
