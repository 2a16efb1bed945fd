import { createHtmlSanitizer, type HtmlSanitizer } from '@hemma/widgets';
import { JSDOM } from 'jsdom';

let sanitizer: HtmlSanitizer | undefined;

/**
 * DOMPurify over a jsdom window, so content HTML (text, rich text and HTML widgets) is in the
 * server's HTML and matches what the browser's DOMPurify makes of it during hydration.
 */
export function serverHtmlSanitizer(): HtmlSanitizer {
  sanitizer ??= createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
  return sanitizer;
}
