export { TextWidget, textWidgetSchema, textAlignments, titleRenderModes } from './TextWidget';
export type { TextWidgetConfiguration } from './TextWidget';
