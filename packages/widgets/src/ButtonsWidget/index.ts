export { ButtonsWidget, buttonsWidgetSchema, buttonVariants } from './ButtonsWidget';
export type { ButtonsWidgetConfiguration } from './ButtonsWidget';
