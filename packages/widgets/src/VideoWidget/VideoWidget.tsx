import { useState } from 'react';
import { useWidgetsSettings } from '../internal/context/WidgetsContext';
import { pickImage } from '../internal/images/imageRef';
import { WidgetPicture } from '../internal/images/WidgetPicture';
import type { WidgetProps } from '../types/widgetProps';
import { videoEmbedUrl } from './videoEmbed';
import * as styles from './VideoWidget.css';
import type { VideoWidgetConfiguration } from './VideoWidget.schema';

function Player({ video }: { video: VideoWidgetConfiguration }) {
  if (video.provider === 'file') {
    return (
      // The shopper pressed play: the video starts with its controls, muted only when configured.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className={styles.player}
        src={video.src}
        title={video.title}
        controls
        autoPlay
        playsInline
        loop={video.loop}
        muted={video.muted}
      />
    );
  }
  return (
    <iframe
      className={styles.player}
      src={videoEmbedUrl(video.provider, video.videoId)}
      title={video.title}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
    />
  );
}

/**
 * A light poster with a play button; the player (the provider's scripts and cookies, or the video
 * file) loads only when the shopper presses play.
 */
export function VideoWidget({
  configuration,
  images,
  imageLayout,
  isFirst,
}: WidgetProps<VideoWidgetConfiguration>) {
  const [playing, setPlaying] = useState(false);
  const { labels } = useWidgetsSettings();
  const { title, ratio } = configuration;
  const poster = pickImage(images, configuration.poster);
  return (
    <div className={styles.frame} style={{ aspectRatio: String(ratio) }}>
      {playing ? (
        <Player video={configuration} />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={labels.playVideo(title)}
        >
          {poster ? (
            <WidgetPicture
              image={poster}
              alt=""
              sizes={imageLayout.sizes}
              ratio={ratio}
              priority={isFirst}
              className={styles.posterImage}
            />
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
