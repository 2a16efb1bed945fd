export { RichTextWidget } from './RichTextWidget';
export { richTextWidgetSchema } from './RichTextWidget.schema';
export type { RichTextWidgetConfiguration } from './RichTextWidget.schema';
