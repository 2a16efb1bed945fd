import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import type { WebFontFace } from '../fonts';

/**
 * React Router preloads every module of the page from the head and imports the route modules
 * statically from an inline module script. On a fast connection those modules arrive and evaluate
 * (React, Apollo, the ui) before the browser paints the server HTML, so the first paint
 * waits for all of the JavaScript, and Lighthouse's slow-4G simulation puts every module on the
 * path to the first contentful paint.
 *
 * This rewrite lets the server HTML paint first: the head's module preloads are taken out, and the
 * inline module script waits until a frame has been painted before it adds them back and imports the route
 * modules and the client entry, in the order React Router gives them. Hydration starts one frame
 * later; the HTML is whole and usable (links, forms) before it.
 *
 * The web font faces are registered by the same script, right after that paint. A font that is
 * declared from the start is fetched at the first layout and, on a fast connection, arrives before
 * the first paint; the largest paint then waits for it (Lighthouse puts it on that path over slow 4G).
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module"([^>]*)>([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
/** React Router writes the page's route manifest with JSON.stringify(manifest, null, 2). */
const ROUTE_MANIFEST =
  /(window\.__reactRouterManifest = )(\{[\s\S]*?\});(?=\s*window\.__reactRouterRouteModules)/;

/** The manifest without its indentation: a fifth of its bytes (2.5 of 11 KB on a product page) were spaces and line breaks. */
function compactManifest(source: string): string {
  return source.replace(
    ROUTE_MANIFEST,
    (_statement, assignment: string, json: string) =>
      `${assignment}${JSON.stringify(JSON.parse(json))};`,
  );
}

/**
 * Starting a module fetch costs the main thread about a millisecond (four on Lighthouse's slowed
 * phone); a page has some fifty modules, so they are preloaded a few per task, never in one long task.
 */
const PRELOADS_PER_TASK = 4;

/** The inline module script with its static route imports made dynamic, after a paint. */
function deferModuleScript(
  source: string,
  preloads: string[],
  nonce: string,
  fonts: readonly WebFontFace[],
): string {
  const routes: { name: string; url: string }[] = [];
  const rest = compactManifest(source).replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
    routes.push({ name, url });
    return '';
  });
  const waitForPaint =
    "await new Promise((resolve) => document.visibilityState === 'visible' ? requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))) : resolve());";
  // Adding a face to document.fonts lays the whole page out again, and so does the face's load
  // completing (invalidation tracking on the list page: two whole-document layouts, both "Fonts
  // changed"). The first face (fonts.ts lists the Latin face every page draws first) is loaded
  // before any face is added, and then all are added in one task: one layout (list page, phone
  // trace at 4x CPU, 7 loads: 2-3 whole-document layouts each before, 1-2 after). The others
  // load when text in their range is drawn, like a CSS @font-face. A face that fails to load is
  // never added: the fallback stays.
  // The load starts once the browser has reported the first contentful paint: the frames awaited
  // above can end before the paint's own timestamp (headless Chromium: the font request 0.6 ms
  // before FCP), and an explicit load(), unlike add(), fetches at once.
  const registerFonts =
    fonts.length > 0
      ? `const webFontFaces = ${JSON.stringify(fonts)}.map((face) => new FontFace(face.family, \`url(\${face.url}) format("woff2")\`, { weight: face.weight, unicodeRange: face.unicodeRange, display: 'swap' }));\nnew Promise((resolve) => { if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve(); const observer = new PerformanceObserver((entries) => { if (entries.getEntriesByName('first-contentful-paint').length === 0) return; observer.disconnect(); resolve(); }); observer.observe({ type: 'paint', buffered: true }); }).then(() => webFontFaces[0].load()).then(() => { for (const face of webFontFaces) document.fonts.add(face); }, () => undefined);`
      : '';
  const preload = `const preloads = ${JSON.stringify(preloads)};\nfor (let at = 0; at < preloads.length; at += ${PRELOADS_PER_TASK}) { if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0)); for (const href of preloads.slice(at, at + ${PRELOADS_PER_TASK})) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; link.nonce = ${JSON.stringify(nonce)}; document.head.append(link); } }`;
  const imports =
    routes.length > 0
      ? `const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes.map((route) => `import(${route.url})`).join(', ')}]);`
      : '';
  return `${waitForPaint}\n${registerFonts}\n${preload}\n${imports}\n${rest}`;
}

/**
 * Where text can be written out: before a module script whose end has not arrived, or before a
 * tag cut off by the end of a chunk.
 */
function safeEnd(text: string): number {
  const script = text.search(/<script[^>]* type="module"/);
  if (script >= 0 && !MODULE_SCRIPT.test(text.slice(script))) return script;
  const lastTag = text.lastIndexOf('<');
  if (lastTag >= 0 && !text.includes('>', lastTag)) return lastTag;
  return text.length;
}

/** A stream of the document's HTML that paints before its module scripts and web fonts load (see above). */
export function paintBeforeScripts(nonce: string, fonts: readonly WebFontFace[] = []): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  let rewritten = false;

  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, (_script, before: string, after: string, source: string) => {
        rewritten = true;
        return `<script${before} type="module"${after}>${deferModuleScript(source, preloads, nonce, fonts)}</script>`;
      });

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      if (rewritten) {
        const text = pending;
        pending = '';
        return callback(null, text || undefined);
      }
      const end = safeEnd(pending);
      const ready = pending.slice(0, end);
      pending = pending.slice(end);
      callback(null, ready ? rewrite(ready) : undefined);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      pending = '';
      callback(null, rewritten ? rest : rewrite(rest));
    },
  });
}
