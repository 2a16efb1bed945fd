export { SocialFeedWidget } from './SocialFeedWidget';
export { socialFeedWidgetSchema } from './SocialFeedWidget.schema';
export type { SocialFeedWidgetConfiguration } from './SocialFeedWidget.schema';
