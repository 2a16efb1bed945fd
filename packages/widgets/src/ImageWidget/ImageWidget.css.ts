import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@hemma/ui';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.s });

export const link = style([focusRing, { display: 'block' }]);

export const caption = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  color: vars.surface.textMuted,
});
