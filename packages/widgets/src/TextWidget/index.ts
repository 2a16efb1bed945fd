export { TextWidget, textWidgetSchema } from './TextWidget';
export type { TextWidgetConfiguration } from './TextWidget';
