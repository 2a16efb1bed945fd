export { BannerWidget } from './BannerWidget';
export { bannerWidgetSchema, bannerTextPositions } from './BannerWidget.schema';
export type { BannerWidgetConfiguration } from './BannerWidget.schema';
