import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { reducedMotion } from '../../themes/constants';

const fromAbove = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1 },
});
const fromBelow = keyframes({
  from: { opacity: 0, transform: 'translateY(4px)' },
  to: { opacity: 1 },
});
const fromLeft = keyframes({
  from: { opacity: 0, transform: 'translateX(-4px)' },
  to: { opacity: 1 },
});
const fromRight = keyframes({
  from: { opacity: 0, transform: 'translateX(4px)' },
  to: { opacity: 1 },
});

const enter = (name: string) => `${name} ${vars.motion.durationFast} ${vars.motion.easing}`;

export const content = style({
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minWidth: '200px',
  maxWidth: `min(360px, calc(100vw - 2 * ${vars.space.m}))`,
  padding: vars.space.m,
  background: vars.surface.raised,
  color: vars.surface.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.body,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.floating,
  outline: 'none',
  selectors: {
    '&[data-state="open"][data-side="bottom"]': { animation: enter(fromAbove) },
    '&[data-state="open"][data-side="top"]': { animation: enter(fromBelow) },
    '&[data-state="open"][data-side="right"]': { animation: enter(fromLeft) },
    '&[data-state="open"][data-side="left"]': { animation: enter(fromRight) },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const withClose = style({ paddingRight: `calc(${vars.space.m} + ${vars.control.heightS})` });

export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: vars.control.heightS,
  height: vars.control.heightS,
});

export const arrow = style({ fill: vars.surface.raised, stroke: vars.surface.border });
