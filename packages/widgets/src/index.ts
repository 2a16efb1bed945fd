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
export { WidgetSlot } from './internal/WidgetSlot/WidgetSlot';
export {
  WidgetsProvider,
  useWidgetsSettings,
  englishLabels,
  defaultImageWidths,
} from './internal/context/WidgetsContext';
export type {
  WidgetsProviderProps,
  WidgetsSettings,
  WidgetLabels,
  ImageUrlBuilder,
  PersonalisationSettings,
  PersonalisationFeedRequest,
  SocialFeedSource,
  SocialPost,
} from './internal/context/WidgetsContext';
export { createHtmlSanitizer } from './internal/sanitize/sanitizeHtml';
export type { HtmlSanitizer, SanitizeProfile } from './internal/sanitize/sanitizeHtml';
export { loadHtmlSanitizer, useSanitizedHtml } from './internal/sanitize/useSanitizedHtml';
export { parseConfiguration } from './internal/configuration/parseConfiguration';
export type { ConfigurationResult } from './internal/configuration/parseConfiguration';
export type * from './types/widgetProps';
