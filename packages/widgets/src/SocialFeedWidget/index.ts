export { SocialFeedWidget, socialFeedWidgetSchema } from './SocialFeedWidget';
export type { SocialFeedWidgetConfiguration } from './SocialFeedWidget';
