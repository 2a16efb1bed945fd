import { focusRing, minWidth, vars, visuallyHidden } from '@hemma/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const main = style({ minHeight: '50vh' });

export const loadingOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
  color: vars.color.onBrandAccent,
});

export const undistracted = style({ minHeight: '100vh', background: vars.surface.background });

export const plainBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  height: vars.layout.topBarHeightMobile,
  paddingInline: vars.layout.gutterMobile,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.surface.text,
  '@media': {
    [minWidth.laptop]: {
      height: vars.layout.topBarHeightDesktop,
      paddingInline: vars.layout.gutterLaptop,
    },
  },
});

export const plainLogo = style([
  focusRing,
  { display: 'inline-flex', flexShrink: 0, color: vars.surface.text },
]);
/**
 * The small logo at its own aspect ratio, on a doubled class: the Logo's own 300 px width (one class,
 * like this) came later in the production CSS and the phone's checkout bar clipped it (issue 22).
 */
export const plainLogoImage = style({
  selectors: { '&&': { width: 'auto', height: vars.layout.logoHeightS, maxWidth: 'none' } },
});
export const plainLink = style([
  focusRing,
  { color: vars.surface.link, fontSize: vars.font.size.s },
]);

export const outdated = style({
  margin: 0,
  padding: vars.space.m,
  background: vars.color.critical,
  color: vars.color.onCritical,
  textAlign: 'center',
});

export const focusedMain = style({
  maxWidth: vars.layout.containerNarrowMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.layout.gutterMobile}`,
});

export const planning = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
});
export const planningMain = style({ display: 'grid' });

/** Off screen (visuallyHidden) until focused; then over the page's top corner, above the header. */
export const skipLink = style([
  visuallyHidden,
  focusRing,
  {
    selectors: {
      '&:focus': {
        zIndex: vars.zIndex.notification,
        top: vars.space.s,
        left: vars.space.s,
        width: 'auto',
        height: 'auto',
        margin: 0,
        padding: `${vars.space.s} ${vars.space.m}`,
        overflow: 'visible',
        clip: 'auto',
        borderRadius: vars.radius.s,
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        fontWeight: vars.font.weight.bold,
        textDecoration: 'underline',
      },
    },
  },
]);

/** The main landmark takes focus from the skip link (tabindex -1): no ring around the whole page. */
globalStyle(`#main[tabindex="-1"]:focus`, { outline: 'none' });
