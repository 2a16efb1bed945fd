import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

globalStyle('html, body', { margin: 0 });

export const storyCanvas = style({
  background: vars.surface.background,
  color: vars.surface.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.body,
  padding: vars.space.m,
  minHeight: '100%',
  boxSizing: 'border-box',
});

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  height: '100vh',
});

export const channelFrame = style({
  width: '100%',
  height: '100%',
  border: 0,
  borderInlineEnd: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});
