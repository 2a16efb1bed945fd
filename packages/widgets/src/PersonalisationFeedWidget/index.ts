export {
  PersonalisationFeedWidget,
  personalisationFeedWidgetSchema,
} from './PersonalisationFeedWidget';
export type { PersonalisationFeedWidgetConfiguration } from './PersonalisationFeedWidget';
