export * from './TextWidget';
export * from './ImageWidget';
export * from './ButtonsWidget';
export * from './ProductListWidget';
export * from './BannerWidget';
export * from './VideoWidget';
export * from './HtmlWidget';
export * from './RichTextWidget';
export * from './SocialFeedWidget';
export * from './PersonalisationFeedWidget';
export * from './JsonWidget';
export * from './registry';
export * from './WidgetContainer';
export * from './WidgetArea';
export { WidgetSlot } from './WidgetSlot/WidgetSlot';
export {
  WidgetsProvider,
  useWidgetsSettings,
  englishLabels,
  defaultImageWidths,
} from './context/WidgetsContext';
export type {
  WidgetsProviderProps,
  WidgetsSettings,
  WidgetLabels,
  ImageUrlBuilder,
  PersonalisationSettings,
  PersonalisationFeedRequest,
  SocialFeedSource,
  SocialPost,
} from './context/WidgetsContext';
export { createHtmlSanitizer } from './sanitize/sanitizeHtml';
export type { HtmlSanitizer, SanitizeProfile } from './sanitize/sanitizeHtml';
export { parseConfiguration } from './configuration/parseConfiguration';
export type { ConfigurationResult } from './configuration/parseConfiguration';
export type * from './types/widgetData';
