import { z } from 'zod/mini';
import { useWidgetsSettings } from '../internal/context/WidgetsContext';
import { productSorts } from '../ProductListWidget/productsSource';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './PersonalisationFeedWidget.css';

export const personalisationFeedWidgetSchema = z.object({
  /** The service's placement to show. */
  placementId: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
  take: z._default(z.int().check(z.minimum(1), z.maximum(48)), 8),
  /** How the service orders products when it has nothing personal to offer. */
  fallbackSort: z.optional(z.enum(productSorts)),
});

export type PersonalisationFeedWidgetConfiguration = z.infer<
  typeof personalisationFeedWidgetSchema
>;

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
