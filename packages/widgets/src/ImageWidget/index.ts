export { ImageWidget } from './ImageWidget';
export { imageWidgetSchema } from './ImageWidget.schema';
export type { ImageWidgetConfiguration } from './ImageWidget.schema';
