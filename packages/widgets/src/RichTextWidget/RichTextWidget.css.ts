import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const root = style({
  display: 'grid',
  gap: vars.space.m,
  maxWidth: '70ch',
  fontFamily: vars.font.family,
  color: vars.surface.text,
});

export const alignment = styleVariants({
  left: { marginInlineEnd: 'auto' },
  center: { marginInline: 'auto', textAlign: 'center' },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
});

export const body = style({ fontSize: vars.font.size.m, lineHeight: vars.font.lineHeight.body });

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });
globalStyle(`${body} a`, { color: vars.surface.link, textUnderlineOffset: '0.2em' });
globalStyle(`${body} h2, ${body} h3, ${body} h4`, { lineHeight: vars.font.lineHeight.heading });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.m,
  borderInlineStart: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
  color: vars.surface.textMuted,
});
