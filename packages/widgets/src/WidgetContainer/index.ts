export { WidgetContainer } from './WidgetContainer';
export type { WidgetContainerProps, WidgetDensity } from './WidgetContainer';
export {
  containerDesignOf,
  containerLayoutOf,
  containerToneOf,
  containerDesigns,
  containerLayouts,
  containerTones,
  columnsOf,
} from './containerLayout';
export type { ContainerDesign, ContainerLayout, ContainerTone } from './containerLayout';
