import { createHtmlSanitizer, type HtmlSanitizer } from '@hemma/widgets';
import { JSDOM } from 'jsdom';
import { boundedMemo } from '../../routing/boundedMemo';

let sanitizer: HtmlSanitizer | undefined;

/** Texts up to this size are remembered once sanitized; a larger one is sanitized every time. */
const rememberedTextBytes = 64 * 1024;

/** Remembers the sanitizer's answers for the last texts it saw: a product's description is sanitized once, not on every page view. */
export function rememberingSanitizer(sanitize: HtmlSanitizer, limit = 500): HtmlSanitizer {
  const remembered = boundedMemo(limit, (key: string) => {
    const at = key.indexOf('\u0000');
    return sanitize(key.slice(at + 1), key.slice(0, at) as Parameters<HtmlSanitizer>[1]);
  });
  return (dirty, profile) =>
    dirty.length > rememberedTextBytes
      ? sanitize(dirty, profile)
      : remembered(`${profile}\u0000${dirty}`);
}

/**
 * DOMPurify over a jsdom window, so content HTML (text, rich text and HTML widgets) is in the
 * server's HTML and matches what the browser's DOMPurify makes of it during hydration. Its answer
 * depends only on the text and the profile, so recent answers are remembered.
 */
export function serverHtmlSanitizer(): HtmlSanitizer {
  sanitizer ??= rememberingSanitizer(
    createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
  return sanitizer;
}
