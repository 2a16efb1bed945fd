import { style } from '@vanilla-extract/css';

/** Room below the header for the open menus and the search dropdown. */
export const stage = style({ minHeight: '560px' });
