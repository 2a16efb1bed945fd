import { z } from 'zod/mini';
import { productSorts } from '../ProductListWidget/productsSource';

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
