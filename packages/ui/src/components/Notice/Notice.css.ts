import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const toneColour = {
  critical: { stripe: vars.color.critical, soft: vars.color.criticalSoft },
  positive: { stripe: vars.color.positive, soft: vars.color.positiveSoft },
  info: { stripe: vars.color.info, soft: vars.color.infoSoft },
  warning: { stripe: vars.color.warning, soft: vars.color.warningSoft },
} as const;

type Tone = keyof typeof toneColour;
const tones = Object.keys(toneColour) as Tone[];

/**
 * The text keeps the surface's text colour in every tone (the tone colours are not text colours on
 * every surface, e.g. the dark footer); the stripe on the start edge carries the tone.
 */
export const notice = recipe(
  {
    base: {
      margin: 0,
      color: vars.surface.text,
      borderInlineStart: `${vars.border.stripe} solid`,
    },
    variants: {
      tone: Object.fromEntries(
        tones.map((tone) => [tone, { borderInlineStartColor: toneColour[tone].stripe }]),
      ) as Record<Tone, { borderInlineStartColor: string }>,
      variant: {
        /** A tinted box: a failure or confirmation within a page or a form. The tints are light: on the page surface only. */
        soft: { padding: vars.space.s, borderRadius: vars.radius.s },
        /** Only the stripe, on the surface's own background: a feedback line under a small form. */
        plain: { paddingInlineStart: vars.space.s, fontWeight: vars.font.weight.medium },
      },
    },
    compoundVariants: tones.map((tone) => ({
      variants: { tone, variant: 'soft' as const },
      style: { background: toneColour[tone].soft },
    })),
    defaultVariants: { tone: 'info', variant: 'soft' },
  },
  'notice',
);
