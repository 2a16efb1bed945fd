import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/** `html`: any HTML markup the shop's editors write; `richText`: formatted text only. */
export type SanitizeProfile = 'html' | 'richText';

export type HtmlSanitizer = (dirty: string, profile: SanitizeProfile) => string;

const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'hr',
  'span',
];

/**
 * The HTML profile keeps markup (tables, images, figures, details) but no SVG or MathML: those
 * namespaces carry their own script paths and editors never need them. Scripts, event handlers,
 * forms and `javascript:` URLs are removed by DOMPurify in both profiles.
 */
const configs: Record<SanitizeProfile, Config> = {
  html: {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      // Inert until script clones it, but a parser-mutation route (<select><template>) editors never need.
      'template',
    ],
    FORBID_ATTR: ['style'],
  },
  richText: {
    ALLOWED_TAGS: richTextTags,
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  },
};

/** Only web, mail and phone links, and paths on this site. */
const allowedLink = /^(?:https?:|mailto:|tel:|\/|#|\?)/i;

/**
 * A sanitizer bound to a window: the browser's own, or on the server a jsdom window
 * (`createHtmlSanitizer(new JSDOM('').window)`), so widgets never need a DOM to import.
 */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !allowedLink.test(href.trim())) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !/^(?:https?:|\/)/i.test(src.trim())) node.removeAttribute('src');
    }
  });
  return (dirty, profile) =>
    purify.sanitize(dirty, { ...configs[profile], RETURN_TRUSTED_TYPE: false }) as string;
}

let browserSanitizer: HtmlSanitizer | undefined;

/** DOMPurify on the browser's window, or undefined where there is no DOM (the server). */
export function defaultHtmlSanitizer(): HtmlSanitizer | undefined {
  if (typeof window === 'undefined' || typeof window.document === 'undefined') return undefined;
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer;
}
