import { useState } from 'react';
import { z } from 'zod';
import { useWidgetsSettings } from '../context/WidgetsContext';
import { WidgetPicture } from '../images/WidgetPicture';
import type { WidgetProps } from '../types/widgetData';
import { videoEmbedUrl, videoIdPatterns, videoProviders } from './videoEmbed';
import * as styles from './VideoWidget.css';

export const videoWidgetSchema = z
  .object({
    provider: z.enum(videoProviders),
    videoId: z.string().trim(),
    /** Names the video for the play button and the player frame. */
    title: z.string().min(1),
    /** Width divided by height. */
    ratio: z.number().positive().default(16 / 9),
  })
  .superRefine((video, context) => {
    if (!videoIdPatterns[video.provider].test(video.videoId)) {
      context.addIssue({ code: 'custom', path: ['videoId'], message: `is not a ${video.provider} video id` });
    }
  });

export type VideoWidgetConfiguration = z.infer<typeof videoWidgetSchema>;

/**
 * A light poster with a play button; the provider's player (and its scripts and cookies) loads
 * only when the shopper presses play.
 */
export function VideoWidget({ configuration, images, imageLayout, isFirst }: WidgetProps<VideoWidgetConfiguration>) {
  const { provider, videoId, title, ratio } = configuration;
  const [playing, setPlaying] = useState(false);
  const { labels } = useWidgetsSettings();
  const poster = images[0];
  return (
    <div className={styles.frame} style={{ aspectRatio: String(ratio) }}>
      {playing ? (
        <iframe
          className={styles.player}
          src={videoEmbedUrl(provider, videoId)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={labels.playVideo(title)}>
          {poster ? (
            <WidgetPicture image={poster} alt="" sizes={imageLayout.sizes} ratio={ratio} priority={isFirst} className={styles.posterImage} />
          ) : null}
          <span className={styles.playIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
