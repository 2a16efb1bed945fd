import { z } from 'zod/mini';
import { imageRefSchema } from '../internal/images/imageRef.schema';
import { videoIdPatterns } from './videoEmbed';

const common = {
  /** Names the video for the play button and the player. */
  title: z.string().check(z.minLength(1)),
  poster: z.optional(imageRefSchema),
  /** Width divided by height. */
  ratio: z._default(z.number().check(z.positive()), 16 / 9),
};

export const videoWidgetSchema = z.discriminatedUnion('provider', [
  z.object({
    ...common,
    provider: z.literal('youtube'),
    videoId: z
      .string()
      .check(z.trim(), z.regex(videoIdPatterns.youtube, 'is not a YouTube video id')),
  }),
  z.object({
    ...common,
    provider: z.literal('vimeo'),
    videoId: z.string().check(z.trim(), z.regex(videoIdPatterns.vimeo, 'is not a Vimeo video id')),
  }),
  z.object({
    ...common,
    provider: z.literal('file'),
    /** A video file on this site or over https. */
    src: z
      .string()
      .check(
        z.trim(),
        z.regex(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path on this site or an https address'),
      ),
    loop: z._default(z.boolean(), false),
    muted: z._default(z.boolean(), false),
    /** Ignored: a video plays only when the shopper asks, so the page stays light. */
    autoplay: z.optional(z.boolean()),
  }),
]);

export type VideoWidgetConfiguration = z.infer<typeof videoWidgetSchema>;
