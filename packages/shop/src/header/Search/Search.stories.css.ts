import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

/** Room for the open suggestions: a frame for the screenshot, in rem (40rem, 640 px at 16 px). */
export const stage = style({ minHeight: '40rem', padding: vars.space.m });
