export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
