import { useSanitizedHtml } from '../internal/sanitize/useSanitizedHtml';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './HtmlWidget.css';
import type { HtmlWidgetConfiguration } from './HtmlWidget.schema';

/** Markup written in the content system, sanitized: no scripts, event handlers or javascript: URLs. */
export function HtmlWidget({ configuration }: WidgetProps<HtmlWidgetConfiguration>) {
  const html = useSanitizedHtml(configuration.html, 'html');
  if (!html) return null;
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: html }} />;
}
