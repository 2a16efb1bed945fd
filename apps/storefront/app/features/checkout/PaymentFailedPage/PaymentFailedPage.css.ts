import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.m,
  width: '100%',
  maxWidth: 720,
  marginInline: 'auto',
  padding: vars.space.m,
  justifyItems: 'start',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
});

export const alert = style({
  margin: 0,
  padding: vars.space.s,
  background: vars.color.criticalSoft,
  color: vars.surface.text,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.s,
});

export const lead = style({ margin: 0 });
