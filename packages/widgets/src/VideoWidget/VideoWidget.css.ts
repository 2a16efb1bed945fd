import { style } from '@vanilla-extract/css';
import { focusRing, reducedMotion, vars } from '@hemma/ui';

export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: vars.surface.sunken,
  borderRadius: vars.radius.s,
});

export const player = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const poster = style([
  focusRing,
  {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 0,
    cursor: 'pointer',
    background: 'transparent',
    selectors: {
      '&:focus-visible': {
        outlineOffset: `calc(-1 * ${vars.control.focusRingWidth} - ${vars.control.focusRingOffset})`,
      },
    },
  },
]);

export const posterImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const playIcon = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: vars.control.heightXL,
  height: vars.control.heightXL,
  borderRadius: vars.radius.round,
  background: vars.surface.accent,
  color: vars.surface.onAccent,
  boxShadow: vars.shadow.floating,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${poster}:hover &`]: { transform: 'scale(1.08)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
