export { PersonalisationFeedWidget } from './PersonalisationFeedWidget';
export { personalisationFeedWidgetSchema } from './PersonalisationFeedWidget.schema';
export type { PersonalisationFeedWidgetConfiguration } from './PersonalisationFeedWidget.schema';
