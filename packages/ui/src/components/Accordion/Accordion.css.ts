import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { reducedMotion } from '../../themes/constants';
import { vars } from '../../themes/contract.css';

const slideDown = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({ fontFamily: vars.font.family, color: vars.surface.text });

export const item = style({
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const header = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.m,
    paddingBlock: vars.space.m,
    paddingInline: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.font.size.m,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.surface.textMuted } },
  },
]);

/** Plus while closed, minus while open: Radix tells the state through data-state. */
export const plusIcon = style({
  selectors: { [`${trigger}[data-state="open"] &`]: { display: 'none' } },
});
export const minusIcon = style({
  selectors: { [`${trigger}[data-state="closed"] &`]: { display: 'none' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideDown} ${vars.motion.accordion} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideUp} ${vars.motion.accordion} ${vars.motion.easing}`,
    },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
});

export const contentInner = style({ paddingBottom: vars.space.m, color: vars.surface.text });
