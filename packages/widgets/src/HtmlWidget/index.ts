export { HtmlWidget, htmlWidgetSchema } from './HtmlWidget';
export type { HtmlWidgetConfiguration } from './HtmlWidget';
