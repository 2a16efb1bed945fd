import { style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const pageBody = style({
  margin: 0,
  background: vars.surface.background,
  color: vars.surface.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.body,
});
