import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gap: vars.space.m,
  maxWidth: vars.layout.columnMaxWidth,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
});

export const review = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.m,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const meta = style({ margin: 0, color: vars.surface.textMuted, fontSize: vars.font.size.s });

export const comment = style({ margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.m });

export const formHeading = style({ margin: 0, fontSize: vars.font.size.l });

export const notice = style({ margin: 0 });

export const error = style({ margin: 0, color: vars.color.critical });

export const link = style([
  focusRing,
  {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: vars.surface.link,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
