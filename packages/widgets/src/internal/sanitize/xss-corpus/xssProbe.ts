/**
 * The browser side of the XSS tests: a spy every vector calls when it executes, the interactions
 * that wake handlers up (focus, hover, click, submit), and the DOM checks for what must not survive.
 */

declare global {
  interface Window {
    __xss?: (id: string) => void;
  }
}

/** Ids of the vectors that executed since the last reset. */
export const executed = new Set<string>();

/** Installs `window.__xss` and keeps a click or submit from leaving the test page, except to run script. */
export function installXssSpy(): () => void {
  window.__xss = (id: string) => {
    executed.add(id);
  };
  const runsScript = (url: string | null | undefined) =>
    // eslint-disable-next-line no-control-regex -- browsers skip control characters in URLs
    /^javascript:/i.test((url ?? '').replace(/[\u0000-\u0020]/g, ''));
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a, area');
    // A javascript: link is left to run: if one survives, the spy sees it.
    if (anchor && !runsScript(anchor.getAttribute('href'))) event.preventDefault();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const action = event.submitter?.getAttribute('formaction') ?? form.getAttribute('action');
    if (!runsScript(action)) event.preventDefault();
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  return () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
  };
}

const interactive =
  'a, area, button, input, select, textarea, summary, [tabindex], [contenteditable]';

/** Lets timers, queued navigations and events from an earlier render run out. */
export async function settle(ms = 50): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Waits until every picture, video and audio in `root` has loaded or failed, then lets their
 * queued events run. On a busy machine a failing `<video src=x>` reports its error seconds later;
 * one that fired after its own test ended was counted against the next test.
 */
export async function loadsFinished(root: Element, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const loading = () => [...root.querySelectorAll('img, video, audio')].some(isStillLoading);
  while (loading() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await settle();
}

function isStillLoading(element: Element): boolean {
  if (element instanceof HTMLImageElement) return !element.complete;
  if (!(element instanceof HTMLMediaElement)) return false;
  // NETWORK_NO_SOURCE with no error: every <source> child failed (each reported its own error).
  const ended =
    element.error !== null ||
    element.readyState >= HTMLMediaElement.HAVE_METADATA ||
    element.networkState === HTMLMediaElement.NETWORK_EMPTY ||
    element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
  return !ended;
}

/** Focuses, hovers and clicks everything a shopper could, then gives timers and events time to run. */
export async function interactWith(root: Element, settleMs = 50): Promise<void> {
  for (const element of root.querySelectorAll<HTMLElement>(interactive)) {
    element.focus();
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    element.dispatchEvent(new MouseEvent('mouseenter'));
    // SVG and MathML elements can take focus but have no click().
    if (element instanceof HTMLElement) element.click();
    element.blur();
  }
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }
  await settle(settleMs);
}

/** Elements that run or load documents and script, or redirect the page: none may be rendered. */
const forbiddenElements =
  'script, iframe, frame, frameset, object, embed, applet, portal, base, meta, link, style, form, noscript, template';

/** Attributes that hold a URL the browser may load or navigate to. */
const urlAttributes = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'codebase',
  'code',
  'to',
  'from',
  'values',
  'by',
  'ping',
]);

/** What a URL may not start with once whitespace and control characters are dropped, as browsers do. */
const scriptUrl =
  /^(?:javascript|vbscript|livescript):|^data:(?:text\/html|text\/javascript|image\/svg\+xml|application\/xhtml)/i;

/** What DOM clobbering would have broken: document and window properties scripts rely on. */
export function clobberedGlobals(): string[] {
  const found: string[] = [];
  if (typeof document.cookie !== 'string') found.push('document.cookie');
  if (typeof document.getElementById !== 'function') found.push('document.getElementById');
  if (typeof document.querySelector !== 'function') found.push('document.querySelector');
  if (!(document.body instanceof HTMLBodyElement)) found.push('document.body');
  if (document.defaultView !== window) found.push('document.defaultView');
  if (typeof window.__xss !== 'function') found.push('window.__xss');
  return found;
}

// A clobbered form answers `form.attributes` or `form.localName` with its own inputs: read through the prototype.
const attributeNamesOf = (element: Element) => Element.prototype.getAttributeNames.call(element);
const attributeOf = (element: Element, name: string) =>
  Element.prototype.getAttribute.call(element, name) ?? '';
const localNameGetter = Object.getOwnPropertyDescriptor(Element.prototype, 'localName')?.get;
const tagOf = (element: Element) => `<${String(localNameGetter?.call(element))}>`;

/** Everything in the rendered DOM that could run script; empty when the render is harmless. */
export function dangerousLeftovers(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll(forbiddenElements)) {
    found.push(`${tagOf(element)} element`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of attributeNamesOf(element)) {
      const name = attribute.toLowerCase();
      const value = attributeOf(element, attribute);
      if (name.startsWith('on')) found.push(`${name} on ${tagOf(element)}`);
      if (name === 'srcdoc') found.push(`srcdoc on ${tagOf(element)}`);
      if (name === 'style' && /expression\(|url\(\s*['"]?\s*javascript:/i.test(value)) {
        found.push(`script in the style of ${tagOf(element)}`);
      }
      // eslint-disable-next-line no-control-regex -- browsers skip control characters in URLs
      if (urlAttributes.has(name) && scriptUrl.test(value.replace(/[\u0000-\u0020]/g, ''))) {
        found.push(`${name}="${value}" on ${tagOf(element)}`);
      }
    }
  }
  return found;
}
