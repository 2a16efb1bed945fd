import { useSanitizedHtml } from '../internal/sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './TextWidget.css';
import type { TextWidgetConfiguration } from './TextWidget.schema';

/** A heading and formatted text (sanitized to text formatting only). */
export function TextWidget({ configuration }: WidgetProps<TextWidgetConfiguration>) {
  const { title, text, titleRenderMode: Heading, textAlign } = configuration;
  const html = useSanitizedHtml(text ?? '', 'richText');
  if (!title && !html) return null;
  return (
    <section className={`${styles.root} ${styles.alignment[textAlign]}`}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </section>
  );
}
