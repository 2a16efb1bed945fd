import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

/** Stand-in page content, tall enough to scroll the header away. */
export const page = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.xl,
  minHeight: '120vh',
});
