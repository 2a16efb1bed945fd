import { useWidgetsSettings, type HtmlSanitizer, type SanitizeProfile } from '@hemma/widgets';
import { useEffect, useState } from 'react';

let loaded: HtmlSanitizer | undefined;

/**
 * DOMPurify on this window, loaded on demand (~11 KB gzipped). Pages whose HTML the loader
 * sanitized on the server never download it; stories and tests load it here.
 */
export async function loadBrowserSanitizer(): Promise<HtmlSanitizer> {
  if (!loaded) {
    const { createHtmlSanitizer } = await import('@hemma/widgets');
    loaded = createHtmlSanitizer(window);
  }
  return loaded;
}

/**
 * HTML sanitized with the widgets' sanitizer (the server's, while rendering on the server), else
 * with DOMPurify in the browser: null until DOMPurify has loaded (at once when it was loaded before).
 */
export function useLazySanitizedHtml(html: string, profile: SanitizeProfile): string | null {
  const { sanitizer: server } = useWidgetsSettings();
  const [browser, setBrowser] = useState(() => loaded);
  useEffect(() => {
    if (server || browser) return;
    let current = true;
    void loadBrowserSanitizer().then((sanitizer) => {
      if (current) setBrowser(() => sanitizer);
    });
    return () => {
      current = false;
    };
  }, [server, browser]);
  const sanitize = server ?? browser;
  return sanitize ? sanitize(html, profile) : null;
}
