import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.l,
  width: '100%',
  maxWidth: vars.layout.checkoutMaxWidth,
  marginInline: 'auto',
  padding: vars.space.m,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
});

/** Form and summary side by side from laptops up; the summary stays in view while the form scrolls. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [minWidth.laptop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': {
    [minWidth.laptop]: { position: 'sticky', top: vars.space.m, gridColumn: 2, gridRow: 1 },
  },
});

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [minWidth.laptop]: { gridColumn: 1, gridRow: 1 } },
});

export const section = style({ display: 'grid', gap: vars.space.m });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.heading,
});

/** The code field across the summary, its button under it: the summary column is too narrow for both on one line. */
export const promo = style({ display: 'grid', gap: vars.space.s, justifyItems: 'start' });

export const promoField = style({ justifySelf: 'stretch' });

export const note = style({ margin: 0, color: vars.surface.textMuted, fontSize: vars.font.size.s });

export const empty = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start' });
