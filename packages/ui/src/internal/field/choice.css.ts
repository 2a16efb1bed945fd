import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A checkbox, radio or switch row: the drawn control, then its label. */
export const choice = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  cursor: 'pointer',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.body,
  color: vars.surface.text,
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.surface.textMuted } },
});

/** The real input stays in the page for keyboards, forms and screen readers, drawn by a sibling. */
export const nativeInput = style({
  position: 'absolute',
  opacity: 0,
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  cursor: 'inherit',
});

export const choiceLabel = style({ paddingBlock: vars.space.xxs });
