import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.body,
  color: vars.surface.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${root} a`, { color: vars.surface.link });
globalStyle(`${root} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${root} th, ${root} td`, {
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  padding: vars.space.s,
  textAlign: 'left',
});
