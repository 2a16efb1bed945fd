export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
/** The button's classes, for a link that must look like a button: `<Link className={buttonRecipe({ variant: 'outline' })}>`. */
export { button as buttonRecipe } from './Button.css';
