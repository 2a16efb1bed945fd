import { useWidgetsSettings } from '../internal/context/WidgetsContext';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './PersonalisationFeedWidget.css';
import type { PersonalisationFeedWidgetConfiguration } from './PersonalisationFeedWidget.schema';

/**
 * A feed of recommendations from the personalisation service. It renders only when the service
 * is active and an account id is configured; otherwise nothing renders (not even its heading).
 */
export function PersonalisationFeedWidget({
  configuration,
}: WidgetProps<PersonalisationFeedWidgetConfiguration>) {
  const { personalisation } = useWidgetsSettings();
  const { placementId, title, take, fallbackSort } = configuration;
  const accountId = personalisation.accountId?.trim();
  if (!personalisation.active || !accountId || !personalisation.renderFeed) return null;
  const feed = personalisation.renderFeed({ accountId, placementId, title, take, fallbackSort });
  if (feed === null || feed === undefined || feed === false) return null;
  return (
    <section
      className={styles.root}
      data-placement-id={placementId}
      aria-label={title ?? undefined}
    >
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {feed}
    </section>
  );
}
