import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { reducedMotion } from '../../themes/constants';

export const shownShare = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.m,
  fontFamily: vars.font.family,
  color: vars.surface.text,
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.s,
  color: vars.surface.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  width: 'min(280px, 100%)',
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.surface.sunken,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  width: '100%',
  background: vars.surface.accent,
  transformOrigin: 'left center',
  transform: `scaleX(${shownShare})`,
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});
