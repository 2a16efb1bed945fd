import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({ display: 'grid', gap: vars.space.m });

export const group = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ fontWeight: vars.font.weight.bold, paddingBottom: vars.space.xs });

export const values = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const nested = style({ paddingInlineStart: vars.space.m });

export const count = style({ color: vars.surface.textMuted, fontSize: vars.font.size.s });

export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.s, alignItems: 'end' });

export const active = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });
