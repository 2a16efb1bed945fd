import { useEffect, useMemo, useState } from 'react';
import { useWidgetsSettings } from '../context/WidgetsContext';
import type { HtmlSanitizer, SanitizeProfile } from './sanitizeHtml';

let loaded: HtmlSanitizer | undefined;

/**
 * DOMPurify on the browser's window, loaded on demand (~11 KB gzipped), so a page whose HTML a
 * server sanitized (a prepared area) never downloads it. Resolves to undefined where there is no
 * DOM. Stories and tests may await it before rendering, so widgets draw their HTML at once.
 */
export async function loadHtmlSanitizer(): Promise<HtmlSanitizer | undefined> {
  if (!loaded) {
    const { defaultHtmlSanitizer } = await import('./sanitizeHtml');
    loaded = defaultHtmlSanitizer();
  }
  return loaded;
}

/**
 * The sanitized HTML, or null while no sanitizer is at hand: on the server without one injected,
 * and in the browser until DOMPurify has loaded. Unsanitized HTML is never rendered.
 */
export function useSanitizedHtml(dirty: string, profile: SanitizeProfile): string | null {
  const { sanitizer: given } = useWidgetsSettings();
  const [browser, setBrowser] = useState(() => loaded);
  useEffect(() => {
    if (given || browser) return;
    let current = true;
    void loadHtmlSanitizer().then((sanitizer) => {
      if (current && sanitizer) setBrowser(() => sanitizer);
    });
    return () => {
      current = false;
    };
  }, [given, browser]);
  const sanitize = given ?? browser;
  return useMemo(() => (sanitize ? sanitize(dirty, profile) : null), [dirty, profile, sanitize]);
}
