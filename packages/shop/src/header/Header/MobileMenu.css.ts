import { focusRing, reducedMotion, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

const row = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: vars.control.heightM,
    padding: `${vars.space.xs} 0`,
    border: 0,
    borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
    background: 'transparent',
    color: vars.surface.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-depth="0"]': { fontWeight: vars.font.weight.bold },
      '&[data-depth="1"]': { paddingInlineStart: vars.space.m },
      '&[data-depth="2"]': { paddingInlineStart: vars.space.xl, color: vars.surface.textMuted },
    },
  },
]);

export const toggle = row;
export const link = row;

export const chevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
