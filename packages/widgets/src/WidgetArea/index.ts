export { WidgetArea } from './WidgetArea';
export type { WidgetAreaProps, WidgetAreaQueryProps } from './WidgetArea';
export { WidgetAreaView } from './WidgetAreaView';
export type { WidgetAreaViewProps } from './WidgetAreaView';
export { PresanitizedWidgetAreaView } from './PresanitizedWidgetAreaView';
export type { PresanitizedWidgetAreaViewProps } from './PresanitizedWidgetAreaView';
export { WidgetAreaError, statusOf } from './WidgetAreaError';
export { useDisplaySetting } from './useDisplaySetting';
export type { DisplaySetting } from './useDisplaySetting';
