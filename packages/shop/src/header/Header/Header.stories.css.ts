import { style } from '@vanilla-extract/css';

/**
 * Room below the header for the open menus and the search dropdown: a frame for the screenshot,
 * not a size of the shop, so in rem (35rem, 560 px at the browser's 16 px) rather than a token.
 */
export const stage = style({ minHeight: '35rem' });
