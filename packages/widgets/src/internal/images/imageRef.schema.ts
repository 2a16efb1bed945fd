import { z } from 'zod/mini';

/** How a configuration names one of its widget's images: `{ fileName, alt }`. */
export const imageRefSchema = z.object({
  fileName: z.string().check(z.minLength(1)),
  /** Describes the image; empty marks it decorative. */
  alt: z._default(z.string(), ''),
});

export type ImageRef = z.infer<typeof imageRefSchema>;
