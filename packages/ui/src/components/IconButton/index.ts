export { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
export type { IconButtonProps, IconButtonVariant } from './IconButton';
