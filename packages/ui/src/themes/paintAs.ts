import { assignVars } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The colours of one surface of the contract: the page's, the header's, the footer's. */
export type SurfaceVars = typeof vars.surface;

/**
 * The `vars` of a style that paints everything inside it with another surface's colours:
 * `style({ vars: paintAs(vars.footer) })` turns an area into a footer area, and every component
 * inside (buttons, links, inputs, focus rings) follows without knowing it.
 */
export function paintAs(surface: SurfaceVars): ReturnType<typeof assignVars> {
  // The contract is named, not inferred: both arguments are the same alias of vanilla-extract's
  // types, and TypeScript 7 may infer it from the second one (the raw null shape), then reject the
  // first.
  return assignVars<SurfaceVars>(vars.surface, surface);
}
