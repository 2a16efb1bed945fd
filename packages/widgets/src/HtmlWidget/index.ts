export { HtmlWidget } from './HtmlWidget';
export { htmlWidgetSchema } from './HtmlWidget.schema';
export type { HtmlWidgetConfiguration } from './HtmlWidget.schema';
