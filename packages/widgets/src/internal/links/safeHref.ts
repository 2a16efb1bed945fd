import { z } from 'zod/mini';

/**
 * Web, mail and phone links and paths on this site; `javascript:` and `data:` never pass.
 * Kept apart from WidgetLink so that rendering a link (product cards on every list page) does not
 * pull zod into the page's first-load JavaScript: only widget configuration parsing needs it.
 */
export const safeHrefSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/i,
      'must be a web, mail or phone link or a path on this site',
    ),
  );
