export { BannerWidget, bannerWidgetSchema, bannerTextPositions } from './BannerWidget';
export type { BannerWidgetConfiguration } from './BannerWidget';
