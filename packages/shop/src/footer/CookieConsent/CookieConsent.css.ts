import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'fixed',
  insetInline: vars.space.s,
  bottom: vars.space.s,
  zIndex: vars.zIndex.notification,
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.m,
  background: vars.surface.raised,
  color: vars.surface.text,
  boxShadow: vars.shadow.floating,
  '@media': {
    [minWidth.tablet]: {
      insetInline: 'auto',
      right: vars.space.l,
      bottom: vars.space.l,
      maxWidth: '34rem',
    },
  },
});

export const text = style({ margin: 0 });
export const link = style({ color: vars.surface.link, textUnderlineOffset: '0.2em' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});
