export { Image, imageFits, srcSetOf } from './Image';
export type { ImageProps, ImageSrcBuilder } from './Image';
