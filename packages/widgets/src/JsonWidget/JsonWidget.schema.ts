import { z } from 'zod/mini';

/**
 * The widget carries data for the page, not something to look at: in Geins's shape as a JSON text
 * under `json`, or as an object under `data` (either way the area's variables, merged into every
 * configuration, stay out of it), or else the whole object.
 */
export const jsonWidgetSchema = z.looseObject({
  json: z.optional(
    z.string().check(
      z.refine((text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      }, 'must be a JSON text'),
    ),
  ),
  data: z.optional(z.unknown()),
});

export type JsonWidgetConfiguration = z.infer<typeof jsonWidgetSchema>;
