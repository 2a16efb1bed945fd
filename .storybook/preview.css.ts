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

/** A story's `parameters.canvasNote`: small and muted, as the specimen sheets' captions. */
export const canvasNote = style({
  margin: 0,
  marginBlockEnd: vars.space.m,
  fontSize: vars.font.size.s,
  fontStyle: 'italic',
  color: vars.surface.textMuted,
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
