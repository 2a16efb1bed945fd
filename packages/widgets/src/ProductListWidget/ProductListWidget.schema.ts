import { z } from 'zod/mini';
import { safeHrefSchema } from '../internal/links/safeHref';
import { productSorts } from './productsSource';

export const productListSources = ['search', 'latestViewed', 'favorites'] as const;
/** `carousel` is the content system's word for a slider. */
export const productListLayouts = ['grid', 'slider', 'carousel'] as const;

export const productListWidgetSchema = z.object({
  title: z.optional(z.string()),
  /** Products by search parameters, the shopper's latest viewed, or the shopper's favorites. */
  source: z._default(z.enum(productListSources), 'search'),
  layout: z._default(z.enum(productListLayouts), 'grid'),
  take: z._default(z.int().check(z.minimum(1), z.maximum(48)), 8),
  sort: z.optional(z.enum(productSorts)),
  searchText: z.optional(z.string()),
  categoryAlias: z.optional(z.string()),
  brandAlias: z.optional(z.string()),
  discountCampaignAlias: z.optional(z.string()),
  categoryIds: z.optional(z.array(z.int())),
  brandIds: z.optional(z.array(z.int())),
  facets: z.optional(z.array(z.string())),
  /** Hand-picked products, shown in this order. */
  productIds: z.optional(z.array(z.int())),
  /** A 'see all' link under the list. */
  href: z.optional(safeHrefSchema),
  linkText: z.optional(z.string()),
});

export type ProductListWidgetConfiguration = z.infer<typeof productListWidgetSchema>;
