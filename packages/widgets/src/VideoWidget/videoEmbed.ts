export const embeddedVideoProviders = ['youtube', 'vimeo'] as const;
export type EmbeddedVideoProvider = (typeof embeddedVideoProviders)[number];

/** Ids as the providers issue them; anything else could smuggle a path or query into the URL. */
export const videoIdPatterns: Record<EmbeddedVideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{6,12}$/,
};

/**
 * The player's address: YouTube's no-cookie host and Vimeo with do-not-track, so no tracking
 * cookie is set before the shopper chooses to play. The player starts at once: it was a click.
 */
export function videoEmbedUrl(provider: EmbeddedVideoProvider, videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}
