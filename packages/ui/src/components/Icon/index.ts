export { createIcon, iconSizes } from './Icon';
export type { IconProps, IconSize } from './Icon';
export * from './icons';
