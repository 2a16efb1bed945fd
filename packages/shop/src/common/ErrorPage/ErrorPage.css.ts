import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@hemma/ui';

export const page = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space.m,
  maxWidth: vars.layout.containerNarrowMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.layout.gutterMobile}`,
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.medium,
  color: vars.surface.textMuted,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
});

export const detail = style({ margin: 0, color: vars.surface.textMuted });

export const textLink = style([focusRing, { color: vars.surface.link }]);
