import { style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const hero = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.m,
  maxWidth: vars.layout.containerNarrowMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.layout.gutterMobile}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, fontSize: vars.font.size.l, color: vars.surface.textMuted });
