import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

/**
 * A shop page's content box: the spec's container width, with the same side gutters as the
 * header, top bar and footer at every breakpoint, so the page's edge lines up with the logo and
 * the header's actions (16 px on phones up to 48 px on desktops).
 */
export const pageContainer = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutterMobile,
  '@media': {
    [minWidth.tablet]: { paddingInline: vars.layout.gutterTablet },
    [minWidth.laptop]: { paddingInline: vars.layout.gutterLaptop },
    [minWidth.desktop]: { paddingInline: vars.layout.gutterDesktop },
  },
});

/**
 * The content box of a page composed from parts (a campaign, a landing page): the container's
 * width and gutters, and the space that keeps its first heading off the header and its last
 * section off the footer.
 */
export const pageContent = style([
  pageContainer,
  {
    paddingBlock: vars.space.xl,
    '@media': { [minWidth.tablet]: { paddingBlock: vars.space.xxl } },
  },
]);
