import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../themes/constants';
import { vars } from '../../themes/contract.css';

/** The box keeps the image's aspect ratio before a byte arrives, so nothing below it shifts. */
export const aspectRatioVar = createVar();

export const frame = style({
  position: 'relative',
  aspectRatio: aspectRatioVar,
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.surface.sunken,
});

export const layer = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const image = recipe(
  {
    base: [
      layer,
      {
        transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
        '@media': { [reducedMotion]: { transition: 'none' } },
      },
    ],
    variants: {
      fit: { contain: { objectFit: 'contain' }, cover: { objectFit: 'cover' } },
      loaded: { true: { opacity: 1 }, false: { opacity: 0 } },
    },
    defaultVariants: { fit: 'contain', loaded: false },
  },
  'image',
);

export const placeholder = style([
  layer,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.surface.textMuted,
    background: vars.surface.sunken,
  },
]);

export const placeholderIcon = style({ width: '25%', height: 'auto', maxWidth: '4rem' });
