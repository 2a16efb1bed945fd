export { Image, imageFits, srcSetOf } from './Image';
export { imageWidths, servedWidths } from './imageWidths';
export type { ImageProps, ImageSrcBuilder } from './Image';
