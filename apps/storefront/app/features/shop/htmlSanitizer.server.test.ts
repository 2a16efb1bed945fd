// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { rememberingSanitizer, serverHtmlSanitizer } from './htmlSanitizer.server';

describe('serverHtmlSanitizer', () => {
  it('removes scripts and event handlers from content HTML', () => {
    const clean = serverHtmlSanitizer()(
      '<p onclick="steal()">Sofa<script>steal()</script></p>',
      'richText',
    );
    expect(clean).toBe('<p>Sofa</p>');
  });

  it('gives the same answer for a text it has seen before', () => {
    const sanitize = serverHtmlSanitizer();
    const dirty = '<p>Oak <img src="x" onerror="steal()"></p>';
    expect(sanitize(dirty, 'richText')).toBe(sanitize(dirty, 'richText'));
  });
});

describe('rememberingSanitizer', () => {
  it('sanitizes a text once per profile', () => {
    const sanitize = vi.fn((dirty: string, profile: string) => `${profile}:${dirty}`);
    const remembering = rememberingSanitizer(sanitize);
    expect(remembering('<b>a</b>', 'richText')).toBe('richText:<b>a</b>');
    expect(remembering('<b>a</b>', 'richText')).toBe('richText:<b>a</b>');
    expect(remembering('<b>a</b>', 'html')).toBe('html:<b>a</b>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it('keeps no more than its limit of texts', () => {
    const sanitize = vi.fn((dirty: string) => dirty);
    const remembering = rememberingSanitizer(sanitize, 1);
    remembering('a', 'html');
    remembering('b', 'html');
    remembering('a', 'html');
    expect(sanitize).toHaveBeenCalledTimes(3);
  });
});
