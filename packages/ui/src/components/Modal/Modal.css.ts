import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { minWidth, reducedMotion } from '../../themes/constants';

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({ zIndex: vars.zIndex.modal });

export const content = recipe(
  {
    base: {
      position: 'fixed',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      zIndex: vars.zIndex.modal,
      display: 'flex',
      flexDirection: 'column',
      width: `calc(100vw - 2 * ${vars.space.m})`,
      maxHeight: `calc(100dvh - 2 * ${vars.space.m})`,
      boxSizing: 'border-box',
      background: vars.surface.raised,
      color: vars.surface.text,
      fontFamily: vars.font.family,
      lineHeight: vars.font.lineHeight.body,
      borderRadius: vars.radius.m,
      boxShadow: vars.shadow.floating,
      outline: 'none',
      selectors: {
        '&[data-state="open"]': {
          animation: `${rise} ${vars.motion.duration} ${vars.motion.easing}`,
        },
      },
      '@media': { [reducedMotion]: { animation: 'none !important' } },
    },
    variants: {
      size: {
        s: { maxWidth: '400px' },
        m: { maxWidth: '600px' },
        l: { maxWidth: '900px' },
      },
    },
    defaultVariants: { size: 'm' },
  },
  'modal',
);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.m} 0 ${vars.space.l}`,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space.s,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.l,
  color: vars.surface.textMuted,
});

export const body = style({
  overflowY: 'auto',
  padding: `${vars.space.m} ${vars.space.l}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.l} ${vars.space.l}`,
  '@media': { [minWidth.tablet]: { flexWrap: 'nowrap' } },
});
