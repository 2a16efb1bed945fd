export { RichTextWidget, richTextWidgetSchema } from './RichTextWidget';
export type { RichTextWidgetConfiguration } from './RichTextWidget';
