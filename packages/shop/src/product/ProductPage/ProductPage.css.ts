import { focusRing, minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../providers/pageContainer.css';

export const page = style([
  pageContainer,
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.m },
]);

export const main = style({
  display: 'grid',
  gap: vars.space.l,
  '@media': {
    [minWidth.laptop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const details = style({ display: 'grid', gap: vars.space.m, alignContent: 'start' });

export const titleRow = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'start',
  justifyContent: 'space-between',
});

export const titles = style({ display: 'grid', gap: vars.space.xxs });

export const brand = style({
  margin: 0,
  textTransform: 'uppercase',
  fontSize: vars.font.size.s,
  color: vars.surface.textMuted,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const ratingLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.surface.text,
    justifySelf: 'start',
  },
]);

export const campaigns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const campaign = style([
  focusRing,
  { display: 'inline-block', borderRadius: vars.radius.pill },
]);

export const specification = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
