export { TextWidget, textWidgetSchema, textAlignments } from './TextWidget';
export type { TextWidgetConfiguration } from './TextWidget';
