import { useSanitizedHtml } from '../internal/sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './RichTextWidget.css';
import type { RichTextWidgetConfiguration } from './RichTextWidget.schema';

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
