import { z } from 'zod/mini';
import { useSanitizedHtml } from '../internal/sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './HtmlWidget.css';

export const htmlWidgetSchema = z.object({
  html: z.string(),
});

export type HtmlWidgetConfiguration = z.infer<typeof htmlWidgetSchema>;

/** Markup written in the content system, sanitized: no scripts, event handlers or javascript: URLs. */
export function HtmlWidget({ configuration }: WidgetProps<HtmlWidgetConfiguration>) {
  const html = useSanitizedHtml(configuration.html, 'html');
  if (!html) return null;
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: html }} />;
}
