import { z } from 'zod';
import { useSanitizedHtml } from '../sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetData';
import * as styles from './RichTextWidget.css';

export const richTextWidgetSchema = z.object({
  title: z.string().optional(),
  /** Formatted text from the content system's editor, as HTML. */
  text: z.string(),
  textAlignment: z.enum(['left', 'center']).default('left'),
});

export type RichTextWidgetConfiguration = z.infer<typeof richTextWidgetSchema>;

/** Formatted text: paragraphs, lists, emphasis and links only, sanitized. */
export function RichTextWidget({ configuration, isFirst }: WidgetProps<RichTextWidgetConfiguration>) {
  const { title, text, textAlignment } = configuration;
  const html = useSanitizedHtml(text, 'richText');
  if (!html && !title) return null;
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className={`${styles.root} ${styles.alignment[textAlignment]}`}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {html ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </section>
  );
}
