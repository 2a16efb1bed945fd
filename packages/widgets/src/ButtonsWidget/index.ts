export { ButtonsWidget, buttonsWidgetSchema, buttonStyles } from './ButtonsWidget';
export type { ButtonsWidgetConfiguration } from './ButtonsWidget';
