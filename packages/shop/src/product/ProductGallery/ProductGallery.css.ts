import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const gallery = style({ display: 'grid', gap: vars.space.s });

export const enlarge = style([
  focusRing,
  { display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'zoom-in' },
]);

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
});

export const thumbnail = style([
  focusRing,
  {
    width: vars.size.thumbnailL,
    padding: 0,
    border: `${vars.control.borderWidth} solid transparent`,
    background: 'none',
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { borderColor: vars.surface.text } },
  },
]);

export const large = style({ display: 'grid', gap: vars.space.s, justifyItems: 'center' });

export const largeImage = style({ width: '100%', maxWidth: vars.layout.columnMaxWidth });

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.m,
});

export const position = style({
  margin: 0,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
});
