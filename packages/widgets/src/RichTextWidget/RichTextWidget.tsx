import { z } from 'zod/mini';
import { useSanitizedHtml } from '../internal/sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './RichTextWidget.css';

export const richTextWidgetSchema = z.object({
  title: z.optional(z.string()),
  /** Formatted text from the content system's editor. */
  html: z.string(),
  textAlignment: z._default(z.enum(['left', 'center']), 'left'),
});

export type RichTextWidgetConfiguration = z.infer<typeof richTextWidgetSchema>;

/** Formatted text: paragraphs, lists, emphasis and links only, sanitized. */
export function RichTextWidget({ configuration }: WidgetProps<RichTextWidgetConfiguration>) {
  const { title, textAlignment } = configuration;
  const html = useSanitizedHtml(configuration.html, 'richText');
  if (!html && !title) return null;
  return (
    <section className={`${styles.root} ${styles.alignment[textAlignment]}`}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {html ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </section>
  );
}
