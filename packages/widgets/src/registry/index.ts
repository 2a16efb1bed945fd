export { createWidgetRegistry, defaultWidgetRegistry, defaultWidgets } from './defaultWidgets';
export type { WidgetRegistry, WidgetDefinitions } from './createWidgetRegistry';
export { defineWidget } from './widgetDefinition';
export type { WidgetDefinition, AnyWidgetDefinition } from './widgetDefinition';
export { widgetTypeKey } from './widgetTypeKey';
