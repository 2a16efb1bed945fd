export { TextWidget } from './TextWidget';
export { textWidgetSchema, textAlignments, titleRenderModes } from './TextWidget.schema';
export type { TextWidgetConfiguration } from './TextWidget.schema';
