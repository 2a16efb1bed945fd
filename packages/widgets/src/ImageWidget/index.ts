export { ImageWidget, imageWidgetSchema } from './ImageWidget';
export type { ImageWidgetConfiguration } from './ImageWidget';
