import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space.m} + 1.5rem)`,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const controlWithChevron = style({ position: 'relative' });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.s,
  pointerEvents: 'none',
  color: vars.surface.textMuted,
});
