import { fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';
import { widgetBlockSpace } from '../WidgetContainer/WidgetContainer.css';

export const root = style({
  display: 'grid',
  gap: vars.space.s,
  color: vars.surface.text,
  fontFamily: vars.font.family,
  paddingBlock: fallbackVar(widgetBlockSpace, vars.space.l),
  maxWidth: '70ch',
});

export const alignment = styleVariants({
  left: { textAlign: 'left', marginInlineEnd: 'auto' },
  center: { textAlign: 'center', marginInline: 'auto' },
  right: { textAlign: 'right', marginInlineStart: 'auto' },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
  fontWeight: vars.font.weight.bold,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.body,
  color: vars.surface.textMuted,
});

globalStyle(`${text} > *`, { margin: 0 });
globalStyle(`${text} > * + *`, { marginTop: vars.space.s });
globalStyle(`${text} a`, { color: vars.surface.link });
