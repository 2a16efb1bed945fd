import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

/**
 * Never hidden while it loads: the server's HTML paints the picture as soon as its bytes arrive,
 * without waiting for JavaScript to mark it loaded (a fade gated on React's onLoad held the
 * largest paint back until hydration). The skeleton lies underneath and is covered by it.
 */
export const image = recipe(
  {
    base: [layer],
    variants: {
      fit: { contain: { objectFit: 'contain' }, cover: { objectFit: 'cover' } },
    },
    defaultVariants: { fit: 'contain' },
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
