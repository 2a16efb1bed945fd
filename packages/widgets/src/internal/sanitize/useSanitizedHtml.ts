import { useMemo } from 'react';
import { useWidgetsSettings } from '../context/WidgetsContext';
import { defaultHtmlSanitizer, type SanitizeProfile } from './sanitizeHtml';

/**
 * The sanitized HTML, or null when no sanitizer is at hand (server rendering without one
 * injected): unsanitized HTML is never rendered.
 */
export function useSanitizedHtml(dirty: string, profile: SanitizeProfile): string | null {
  const { sanitizer } = useWidgetsSettings();
  return useMemo(() => {
    const sanitize = sanitizer ?? defaultHtmlSanitizer();
    return sanitize ? sanitize(dirty, profile) : null;
  }, [dirty, profile, sanitizer]);
}
