export {
  JsonWidget,
  jsonWidgetSchema,
  serializeJsonForScript,
  isStructuredData,
  exposedJson,
} from './JsonWidget';
export type { JsonWidgetConfiguration } from './JsonWidget';
