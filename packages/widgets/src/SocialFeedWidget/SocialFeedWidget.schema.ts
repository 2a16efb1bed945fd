import { z } from 'zod/mini';
import { safeHrefSchema } from '../internal/links/safeHref';

const postSchema = z.object({
  /** The post's image among the widget's images; by default the post's position. */
  fileName: z.optional(z.string()),
  caption: z._default(z.string(), ''),
  href: safeHrefSchema,
  author: z.optional(z.string()),
});

export const socialFeedWidgetSchema = z
  .object({
    title: z.optional(z.string()),
    /** The account's handle, as shown: '@hemma'. */
    handle: z.optional(z.string()),
    profileUrl: z.optional(safeHrefSchema),
    /** A feed of the social-content service, by its key, narrowed to these tags. */
    feedKey: z.optional(z.string().check(z.minLength(1))),
    tags: z._default(z.array(z.string()), []),
    take: z._default(z.int().check(z.minimum(1), z.maximum(24)), 6),
    /** Or posts chosen by hand, with their images among the widget's. */
    posts: z.optional(z.array(postSchema)),
  })
  .check(
    z.refine((feed) => Boolean(feed.feedKey || feed.posts?.length), {
      message: 'needs a feedKey or posts',
      path: ['feedKey'],
    }),
  );

export type SocialFeedWidgetConfiguration = z.infer<typeof socialFeedWidgetSchema>;
