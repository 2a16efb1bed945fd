import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../css/focusRing.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.body,
  color: vars.surface.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const link = style([
  focusRing,
  {
    color: vars.surface.textMuted,
    textDecoration: 'none',
    borderRadius: vars.radius.s,
    selectors: { '&:hover': { color: vars.surface.link, textDecoration: 'underline' } },
  },
]);

export const current = style({ color: vars.surface.text, fontWeight: vars.font.weight.medium });

export const separator = style({ display: 'inline-flex', color: vars.surface.borderStrong });
