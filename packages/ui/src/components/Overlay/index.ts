export { useChannelClassName } from './useChannelClassName';
export { CloseGlyph } from './CloseGlyph';
export { backdrop, closeButton, visuallyHidden } from './overlay.css';
