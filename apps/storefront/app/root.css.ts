import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '@hemma/ui';

export const pageBody = style({
  margin: 0,
  background: vars.surface.background,
  color: vars.surface.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.body,
});

/**
 * The sticky header slides back in as the page scrolls up (about 64 px on a phone, 129 px on a
 * laptop with its menu row). Whatever the browser scrolls to (a focused control, an anchor such as
 * #reviews, an automated click) lands below it instead of under it (WCAG 2.4.11, focus not
 * obscured): the end-to-end suite once clicked the header instead of a favorite heart this way.
 */
globalStyle('html', {
  scrollPaddingTop: `calc(${vars.layout.headerHeightMobile} + ${vars.space.m})`,
  '@media': {
    [minWidth.laptop]: { scrollPaddingTop: `calc(${vars.layout.headerHeightDesktop} + 4rem)` },
  },
});
