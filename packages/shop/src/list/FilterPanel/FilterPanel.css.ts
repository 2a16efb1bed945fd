import { minWidth } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

/** Phones and tablets only: from laptops up the filters are the page's sidebar. */
export const opener = style({
  '@media': { [minWidth.laptop]: { display: 'none' } },
});
