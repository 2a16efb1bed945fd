import { useRef } from 'react';
import type { WidgetImageFragment } from '@hemma/data';
import { useWidgetsSettings, type SocialFeedSource } from '../internal/context/WidgetsContext';
import { WidgetPicture } from '../internal/images/WidgetPicture';
import { WidgetLink } from '../internal/links/WidgetLink';
import { useNearViewport } from '../ProductListWidget/useNearViewport';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './SocialFeedWidget.css';
import type { SocialFeedWidgetConfiguration } from './SocialFeedWidget.schema';

interface Tile {
  key: string;
  href: string;
  caption: string;
  author?: string;
  image: { widgetImage: WidgetImageFragment } | { url: string };
}

const noFeed: SocialFeedSource = () => ({ posts: [], loading: false });

function configuredTiles(
  configuration: SocialFeedWidgetConfiguration,
  images: readonly WidgetImageFragment[],
): Tile[] {
  return (configuration.posts ?? []).flatMap((post, index) => {
    const image = post.fileName
      ? images.find((candidate) => candidate.fileName === post.fileName)
      : images[index];
    return image
      ? [
          {
            key: `${post.href}|${image.fileName}`,
            href: post.href,
            caption: post.caption,
            author: post.author,
            image: { widgetImage: image },
          },
        ]
      : [];
  });
}

/**
 * A grid of social posts, each linking to the original: hand-picked in the content system, or
 * loaded from the social-content service by feed key once the grid nears the viewport.
 */
export function SocialFeedWidget({
  configuration,
  images,
}: WidgetProps<SocialFeedWidgetConfiguration>) {
  const { title, handle, profileUrl, feedKey, tags, take } = configuration;
  const { labels, socialFeedSource } = useWidgetsSettings();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const useFeed = socialFeedSource ?? noFeed;
  const configured = configuredTiles(configuration, images);
  const feed = useFeed(
    { feedKey: feedKey ?? '', tags, take },
    { skip: !near || !feedKey || configured.length > 0 },
  );
  const tiles: Tile[] = configured.length
    ? configured
    : feed.posts.slice(0, take).map((post) => ({
        key: post.id,
        href: post.href,
        caption: post.caption,
        author: post.author,
        image: { url: post.imageUrl },
      }));

  // Nothing to show and nothing coming: the feed takes no room.
  if (
    tiles.length === 0 &&
    (!feedKey || !socialFeedSource || feed.error || (near && !feed.loading))
  )
    return null;

  return (
    <section
      ref={ref}
      className={styles.root}
      aria-label={title ?? handle ?? labels.socialFeed}
      aria-busy={tiles.length === 0 || undefined}
    >
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
        {tiles.length === 0
          ? Array.from({ length: Math.min(take, 6) }, (_, index) => (
              <li key={index} className={styles.placeholder} />
            ))
          : tiles.map((tile) => (
              <li key={tile.key}>
                <WidgetLink href={tile.href} className={styles.post}>
                  {'widgetImage' in tile.image ? (
                    <WidgetPicture
                      image={tile.image.widgetImage}
                      alt={tile.caption}
                      sizes="(min-width: 1024px) 16vw, (min-width: 768px) 25vw, 50vw"
                      ratio={1}
                      className={styles.image}
                    />
                  ) : (
                    <img
                      src={tile.image.url}
                      alt={tile.caption}
                      loading="lazy"
                      decoding="async"
                      className={`${styles.image} ${styles.square}`}
                    />
                  )}
                  {tile.author ? <span className={styles.author}>{tile.author}</span> : null}
                </WidgetLink>
              </li>
            ))}
      </ul>
    </section>
  );
}
