import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { minWidth, reducedMotion } from '../../themes/constants';

const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});

export const overlay = style({ zIndex: vars.zIndex.panel });

export const content = recipe(
  {
    base: {
      position: 'fixed',
      top: 0,
      bottom: 0,
      zIndex: vars.zIndex.panel,
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      maxWidth: '100vw',
      boxSizing: 'border-box',
      background: vars.surface.raised,
      color: vars.surface.text,
      fontFamily: vars.font.family,
      lineHeight: vars.font.lineHeight.body,
      boxShadow: vars.shadow.floating,
      outline: 'none',
      '@media': {
        [minWidth.tablet]: { width: '440px' },
        [reducedMotion]: { animation: 'none !important' },
      },
    },
    variants: {
      side: {
        right: {
          right: 0,
          selectors: {
            '&[data-state="open"]': {
              animation: `${slideFromRight} ${vars.motion.duration} ${vars.motion.easing}`,
            },
          },
        },
        left: {
          left: 0,
          selectors: {
            '&[data-state="open"]': {
              animation: `${slideFromLeft} ${vars.motion.duration} ${vars.motion.easing}`,
            },
          },
        },
      },
    },
    defaultVariants: { side: 'right' },
  },
  'sidePanel',
);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  minHeight: vars.layout.headerHeightMobile,
  paddingInline: vars.space.m,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  '@media': {
    [minWidth.laptop]: { minHeight: vars.layout.headerHeightDesktop, paddingInline: vars.space.l },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.m,
  '@media': { [minWidth.laptop]: { padding: vars.space.l } },
});

export const footer = style({
  padding: vars.space.m,
  borderTop: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  background: vars.surface.sunken,
  '@media': { [minWidth.laptop]: { paddingInline: vars.space.l } },
});
