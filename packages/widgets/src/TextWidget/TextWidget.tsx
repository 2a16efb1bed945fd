import { z } from 'zod/mini';
import { useSanitizedHtml } from '../internal/sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './TextWidget.css';

export const textAlignments = ['left', 'center', 'right'] as const;
export const titleRenderModes = ['h1', 'h2', 'h3'] as const;

export const textWidgetSchema = z.object({
  title: z.optional(z.string()),
  /** Formatted text from the content system's editor, as HTML. */
  text: z.optional(z.string()),
  /** The title's heading level: the content editor decides where the page's h1 is. */
  titleRenderMode: z._default(z.enum(titleRenderModes), 'h2'),
  textAlign: z._default(z.enum(textAlignments), 'center'),
});

export type TextWidgetConfiguration = z.infer<typeof textWidgetSchema>;

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
