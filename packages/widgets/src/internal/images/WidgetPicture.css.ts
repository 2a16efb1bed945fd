import { style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.skeleton,
});
