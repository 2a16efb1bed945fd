// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, defaultHtmlSanitizer } from './sanitizeHtml';

describe('sanitizeHtml on the server (Node, no DOM)', () => {
  it('has no default sanitizer without a window, so nothing unsanitized renders', () => {
    expect(defaultHtmlSanitizer()).toBeUndefined();
  });

  it('sanitizes through a jsdom window', () => {
    const sanitize = createHtmlSanitizer(
      new JSDOM('').window as unknown as Window & typeof globalThis,
    );
    expect(sanitize('<p onclick="alert(1)">Hi<script>alert(1)</script></p>', 'html')).toBe(
      '<p>Hi</p>',
    );
  });
});
