import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { WebFontFace } from '../fonts';
import { paintBeforeScripts } from './paintBeforeScripts.server';

const nonce = 'abc123==';

/** The shape React Router's <Links>/<Scripts> give a page, as React streams it. */
const page = [
  '<!DOCTYPE html><html><head><title>Soffor – Hemma</title>',
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/root-2.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/home-3.js" nonce="${nonce}"/>`,
  '<link rel="stylesheet" href="/assets/root-4.css"/></head><body><main><h1>Välkommen – Åke</h1></main>',
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">;\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  window.__reactRouterManifest = {"version":"1"};\n  window.__reactRouterRouteModules = {"root":route0,"index":route1};\n\nimport("/assets/entry.client-1.js");</script>`,
  '<script>window.__streamed = true;</script></body></html>',
].join('');

/** Streams `html` through the rewrite in chunks of `size` bytes (cutting tags and characters). */
async function rewriteInChunks(
  html: string,
  size: number,
  fonts: readonly WebFontFace[] = [],
): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(paintBeforeScripts(nonce, fonts)));
}

const moduleScriptOf = (html: string) =>
  /<script nonce="[^"]+" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('paintBeforeScripts', () => {
  it('takes the module preloads out of the head and keeps everything else in place', async () => {
    const html = await rewriteInChunks(page, 1 << 16);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-4.css"/></head>');
    expect(html).toContain('<h1>Välkommen – Åke</h1>');
    expect(html).toContain(`<script nonce="${nonce}">window.__reactRouterContext = {};</script>`);
    expect(html.endsWith('<script>window.__streamed = true;</script></body></html>')).toBe(true);
  });

  it('imports the route modules and the entry after the next frame, preloading the same modules', async () => {
    const html = await rewriteInChunks(page, 1 << 16);
    const script = moduleScriptOf(html);
    expect(script).not.toMatch(/^import \*/m);
    const order = [
      script.indexOf('requestAnimationFrame'),
      script.indexOf(
        'const preloads = ["/assets/entry.client-1.js","/assets/root-2.js","/assets/home-3.js"];',
      ),
      script.indexOf(
        'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/home-3.js")]);',
      ),
      script.indexOf('window.__reactRouterRouteModules = {"root":route0,"index":route1};'),
      script.indexOf('import("/assets/entry.client-1.js");'),
    ];
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(script).toContain(`link.nonce = "${nonce}"`);
  });

  it('writes the route manifest without indentation, with the same content', async () => {
    const manifest = {
      entry: { module: '/assets/entry.client-1.js', imports: [], css: [] },
      routes: { root: { id: 'root', path: '', module: '/assets/root-2.js', css: ['/a.css#'] } },
      version: '1',
    };
    const indented = page.replace(
      'window.__reactRouterManifest = {"version":"1"};',
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    );
    const script = moduleScriptOf(await rewriteInChunks(indented, 1 << 16));
    expect(script).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"index":route1};');
  });

  it('adds the preloads a few per task, so no task starts all of the fetches', async () => {
    const modules = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const manyModules = page.replace(
      `<link rel="stylesheet"`,
      `${modules.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join('')}<link rel="stylesheet"`,
    );
    const script = moduleScriptOf(await rewriteInChunks(manyModules, 1 << 16));
    const preloading = script.slice(
      script.indexOf('const preloads'),
      script.indexOf('const [route0'),
    );

    const appended: { href: string; nonce: string; task: number }[] = [];
    let task = 0;
    const document = {
      createElement: () => ({}),
      head: {
        append: (link: { href: string; nonce: string; rel: string }) =>
          appended.push({ ...link, task }),
      },
    };
    const setTimeout = (next: () => void) => {
      task += 1;
      next();
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    await new AsyncFunction('document', 'setTimeout', preloading)(document, setTimeout);

    expect(appended.map((link) => link.href)).toEqual([
      '/assets/entry.client-1.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      ...modules,
    ]);
    expect(appended.every((link) => link.nonce === nonce)).toBe(true);
    const perTask = [0, 1, 2, 3, 4, 5].map(
      (index) => appended.filter((link) => link.task === index).length,
    );
    expect(perTask).toEqual([4, 4, 4, 4, 4, 3]);
  });

  it('registers the web font faces after the paint and before the modules, so the first paint never waits for a font', async () => {
    const faces: WebFontFace[] = [
      {
        family: 'Inter Variable',
        url: '/assets/inter-latin-1.woff2',
        weight: '100 900',
        unicodeRange: 'U+0000-00FF',
      },
      {
        family: 'Inter Variable',
        url: '/assets/inter-latin-ext-2.woff2',
        weight: '100 900',
        unicodeRange: 'U+0100-02BA',
      },
    ];
    const html = await rewriteInChunks(page, 1 << 16, faces);
    const script = moduleScriptOf(html);
    const registering = script.slice(
      script.indexOf('const webFontFaces'),
      script.indexOf('const preloads'),
    );
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(
      script.indexOf('const webFontFaces'),
    );
    expect(registering).not.toBe('');

    const made: { family: string; source: string; descriptors: object; loaded: boolean }[] = [];
    let loadsStarted = 0;
    let finishLoad: (ok: boolean) => void = () => undefined;
    class FontFace {
      loaded = false;
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: object,
      ) {
        made.push(this);
      }
      load() {
        loadsStarted += 1;
        return new Promise<void>((resolve, reject) => {
          finishLoad = (ok) => {
            this.loaded = ok;
            if (ok) resolve();
            else reject(new Error('network'));
          };
        });
      }
    }
    type PaintEntries = { getEntriesByName(name: string): unknown[] };
    let reportPaint: (name: string) => void = () => undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: PaintEntries) => void) {
        reportPaint = (name) =>
          callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
      observe(options: object) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        reportPaint = () => undefined;
      }
    }
    const run = (added: FontFace[], observer: unknown = PerformanceObserver) =>
      new Function('document', 'FontFace', 'PerformanceObserver', registering)(
        { fonts: { add: (face: FontFace) => added.push(face) } },
        FontFace,
        observer,
      );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const added: FontFace[] = [];
    run(added);
    // No font is fetched before the browser reports the first contentful paint.
    reportPaint('first-paint');
    await settle();
    expect(loadsStarted).toBe(0);
    reportPaint('first-contentful-paint');
    await settle();
    expect(loadsStarted).toBe(1);
    expect(
      made.map(({ family, source, descriptors }) => ({ family, source, descriptors })),
    ).toEqual([
      {
        family: 'Inter Variable',
        source: 'url(/assets/inter-latin-1.woff2) format("woff2")',
        descriptors: { weight: '100 900', unicodeRange: 'U+0000-00FF', display: 'swap' },
      },
      {
        family: 'Inter Variable',
        source: 'url(/assets/inter-latin-ext-2.woff2) format("woff2")',
        descriptors: { weight: '100 900', unicodeRange: 'U+0100-02BA', display: 'swap' },
      },
    ]);
    // Nothing is added while the Latin face loads (each addition lays the page out again) ...
    expect(added).toEqual([]);
    finishLoad(true);
    await settle();
    // ... then every face at once, the Latin one loaded, the others to load when their text is drawn.
    expect(added.map((face) => [face.source, face.loaded])).toEqual([
      ['url(/assets/inter-latin-1.woff2) format("woff2")', true],
      ['url(/assets/inter-latin-ext-2.woff2) format("woff2")', false],
    ]);

    // A face that cannot load is never added: the fallback face stays.
    made.length = 0;
    const addedAfterFailure: FontFace[] = [];
    run(addedAfterFailure);
    reportPaint('first-contentful-paint');
    await settle();
    finishLoad(false);
    await settle();
    expect(addedAfterFailure).toEqual([]);

    // A browser without paint timing loads the face at once (the frames above have been drawn).
    loadsStarted = 0;
    run([], { supportedEntryTypes: [] });
    await settle();
    expect(loadsStarted).toBe(1);
    expect(moduleScriptOf(await rewriteInChunks(page, 1 << 16))).not.toContain('FontFace');
  });

  it('gives the same document whatever the chunk boundaries (cut tags, cut UTF-8 characters)', async () => {
    const whole = await rewriteInChunks(page, 1 << 16);
    for (const size of [1, 2, 3, 7, 50, 333]) expect(await rewriteInChunks(page, size)).toBe(whole);
  });

  it('passes a document without module scripts through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><body><p>Ingen <b>JavaScript</b> här</p></body></html>';
    expect(await rewriteInChunks(plain, 5)).toBe(plain);
  });
});
