export { WidgetContainer } from './WidgetContainer';
export type { WidgetContainerProps } from './WidgetContainer';
export { containerDesignOf, containerLayoutOf, containerDesigns, containerLayouts, columnsOf } from './containerLayout';
export type { ContainerDesign, ContainerLayout } from './containerLayout';
