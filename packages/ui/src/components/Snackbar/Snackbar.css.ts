import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { reducedMotion } from '../../themes/constants';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1 },
});

const center = { left: '50%', transform: 'translateX(-50%)' } as const;

/** The fixed live region; it lets clicks through so only the message itself catches them. */
export const region = recipe(
  {
    base: {
      position: 'fixed',
      zIndex: vars.zIndex.notification,
      display: 'flex',
      flexDirection: 'column',
      width: `min(420px, calc(100vw - 2 * ${vars.space.m}))`,
      pointerEvents: 'none',
    },
    variants: {
      position: {
        'top-right': { top: vars.space.m, right: vars.space.m },
        'top-left': { top: vars.space.m, left: vars.space.m },
        'top-center': { top: vars.space.m, ...center },
        'bottom-right': { bottom: vars.space.m, right: vars.space.m },
        'bottom-left': { bottom: vars.space.m, left: vars.space.m },
        'bottom-center': { bottom: vars.space.m, ...center },
      },
    },
    defaultVariants: { position: 'top-right' },
  },
  'snackbarRegion',
);

export const message = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.s,
      padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.m}`,
      boxSizing: 'border-box',
      width: '100%',
      background: vars.surface.raised,
      color: vars.surface.text,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.s,
      lineHeight: vars.font.lineHeight.body,
      borderRadius: vars.radius.m,
      borderLeft: `${vars.border.stripe} solid ${vars.color.info}`,
      boxShadow: vars.shadow.floating,
      pointerEvents: 'auto',
      animation: `${appear} ${vars.motion.duration} ${vars.motion.easing}`,
      '@media': { [reducedMotion]: { animation: 'none' } },
    },
    variants: {
      kind: {
        info: { borderLeftColor: vars.color.info },
        positive: { borderLeftColor: vars.color.positive },
        critical: { borderLeftColor: vars.color.critical },
      },
    },
    defaultVariants: { kind: 'info' },
  },
  'snackbar',
);

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-flex', paddingBlock: vars.space.s },
  variants: {
    kind: {
      info: { color: vars.color.info },
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
    },
  },
});

export const text = style({ flex: 1, paddingBlock: vars.space.s, overflowWrap: 'anywhere' });

export const dismiss = style({ width: vars.control.heightS, height: vars.control.heightS });
