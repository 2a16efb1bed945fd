export { JsonWidget, jsonWidgetSchema, serializeJsonForScript, isStructuredData } from './JsonWidget';
export type { JsonWidgetConfiguration } from './JsonWidget';
