export { JsonWidget, serializeJsonForScript, isStructuredData, exposedJson } from './JsonWidget';
export { jsonWidgetSchema } from './JsonWidget.schema';
export type { JsonWidgetConfiguration } from './JsonWidget.schema';
