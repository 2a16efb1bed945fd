import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ position: 'relative' });

/** Over the picture's top right corner; the card's link stays one link under it. */
export const toggle = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });
