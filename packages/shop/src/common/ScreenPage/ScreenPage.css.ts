import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@hemma/ui';

export const page = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.m,
  maxWidth: vars.layout.containerNarrowMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.layout.gutterMobile}`,
  '@media': {
    [minWidth.tablet]: { padding: `${vars.space.xxl} ${vars.layout.gutterTablet}` },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
  fontWeight: vars.font.weight.bold,
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.l,
  color: vars.surface.textMuted,
});
