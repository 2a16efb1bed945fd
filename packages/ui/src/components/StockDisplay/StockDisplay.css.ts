import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.body,
  color: vars.surface.text,
});

export const dot = recipe(
  {
    base: { width: '0.625em', height: '0.625em', borderRadius: vars.radius.round, flexShrink: 0 },
    variants: {
      status: {
        inStock: { background: vars.color.positive },
        static: { background: vars.color.positive },
        fewLeft: { background: vars.color.warning },
        oversellable: { background: vars.color.info },
        outOfStock: { background: vars.color.critical },
      },
    },
  },
  'stockDot',
);
