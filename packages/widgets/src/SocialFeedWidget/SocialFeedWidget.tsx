import { z } from 'zod';
import { useWidgetsSettings } from '../context/WidgetsContext';
import { WidgetPicture } from '../images/WidgetPicture';
import { safeHrefSchema, WidgetLink } from '../links/WidgetLink';
import type { WidgetImage, WidgetProps } from '../types/widgetData';
import * as styles from './SocialFeedWidget.css';

export const socialFeedWidgetSchema = z.object({
  title: z.string().optional(),
  /** The account's handle, as shown: '@hemma'. */
  handle: z.string().optional(),
  profileUrl: safeHrefSchema.optional(),
  posts: z
    .array(
      z.object({
        /** The post's image among the widget's images; by default the post's position. */
        fileName: z.string().optional(),
        caption: z.string().default(''),
        href: safeHrefSchema,
        author: z.string().optional(),
      }),
    )
    .min(1),
});

export type SocialFeedWidgetConfiguration = z.infer<typeof socialFeedWidgetSchema>;

function imageOf(post: { fileName?: string }, index: number, images: readonly WidgetImage[]) {
  return post.fileName ? images.find((image) => image.fileName === post.fileName) : images[index];
}

/** A grid of social posts chosen in the content system, each linking to the original post. */
export function SocialFeedWidget({ configuration, images }: WidgetProps<SocialFeedWidgetConfiguration>) {
  const { title, handle, profileUrl, posts } = configuration;
  const { labels } = useWidgetsSettings();
  const visible = posts
    .map((post, index) => ({ post, image: imageOf(post, index, images) }))
    .filter((entry): entry is { post: (typeof posts)[number]; image: WidgetImage } => Boolean(entry.image));
  if (visible.length === 0) return null;
  return (
    <section className={styles.root} aria-label={title ?? handle ?? labels.socialFeed}>
      {title || handle ? (
        <header className={styles.header}>
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          {handle ? (
            profileUrl ? (
              <WidgetLink href={profileUrl} className={styles.handle}>
                {handle}
              </WidgetLink>
            ) : (
              <span className={styles.handle}>{handle}</span>
            )
          ) : null}
        </header>
      ) : null}
      <ul className={styles.grid}>
        {visible.map(({ post, image }) => (
          <li key={`${post.href}|${image.fileName}`}>
            <WidgetLink href={post.href} className={styles.post}>
              <WidgetPicture
                image={image}
                alt={post.caption}
                sizes="(min-width: 1024px) 16vw, (min-width: 768px) 25vw, 50vw"
                ratio={1}
                className={styles.image}
              />
              {post.author ? <span className={styles.author}>{post.author}</span> : null}
            </WidgetLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
