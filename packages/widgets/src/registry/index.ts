export { createWidgetRegistry, defaultWidgetRegistry, defaultWidgets } from './defaultWidgets';
export {
  createWidgetViewRegistry,
  defaultWidgetViewRegistry,
  defaultWidgetViews,
} from './defaultWidgetViews';
export type {
  WidgetRegistry,
  WidgetViewRegistry,
  WidgetDefinitions,
  WidgetViews,
} from './createWidgetRegistry';
export { defineWidget } from './widgetDefinition';
export type {
  WidgetDefinition,
  AnyWidgetDefinition,
  WidgetView,
  AnyWidgetView,
} from './widgetDefinition';
export { widgetTypeKey } from './widgetTypeKey';
