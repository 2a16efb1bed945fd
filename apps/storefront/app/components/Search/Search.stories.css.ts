import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const stage = style({ minHeight: '640px', padding: vars.space.m });
