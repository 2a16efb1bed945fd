export { ButtonsWidget } from './ButtonsWidget';
export { buttonsWidgetSchema, buttonVariants } from './ButtonsWidget.schema';
export type { ButtonsWidgetConfiguration } from './ButtonsWidget.schema';
