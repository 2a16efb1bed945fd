export { useChannelClassName } from './useChannelClassName';
export { CloseGlyph } from './CloseGlyph';
export { backdrop, closeButton } from './overlay.css';
export { visuallyHidden } from '../../css/a11y.css';
