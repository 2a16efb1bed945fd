import { cookieNames } from '@hemma/data';
import { get } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePrefix } from '../app/config/shop';
import { startShopStack, type ShopStack } from './stack';

// Issue 24: a CDN may hold the HTML of an anonymous visitor's page; a page drawn for a visitor's
// session or cart is kept by no cache, and any other cookie keeps the page in the visitor's browser.
let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack();
});

afterAll(() => stack?.stop());

const names = cookieNames(cookiePrefix);
const product = '/p/2-seater-sofas/bo-2-seater-sofa-grey';

async function cacheControlOf(path: string, cookie?: string) {
  const response = await fetch(`${stack.shop.origin}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return {
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  };
}

describe('Cache-Control of pages', () => {
  it('lets a shared cache hold the data of the home, list and product pages of a visitor without cookies, per Cookie header', async () => {
    for (const path of ['/_root.data', '/c/furniture/sofas.data', `${product}.data`]) {
      const { cacheControl, vary } = await cacheControlOf(path);
      expect(cacheControl, path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(vary, path).toMatch(/\bCookie\b/);
    }
  });

  it("keeps their HTML in the visitor's browser only, as it carries the request's CSP nonce (issue 51)", async () => {
    for (const path of ['/', '/c/furniture/sofas', product])
      expect((await cacheControlOf(path)).cacheControl, path).toBe('private, no-cache');
  });

  it('keeps no page for a visitor with a cart or a session, not even in the browser', async () => {
    for (const cookie of [`${names.cart}=some-cart`, `${names.user}=Ann`]) {
      expect((await cacheControlOf(product, cookie)).cacheControl, cookie).toBe('no-store');
      expect((await cacheControlOf('/', cookie)).cacheControl, cookie).toBe('no-store');
    }
  });

  it("keeps a page only in the visitor's browser when a cookie chose its language", async () => {
    const { cacheControl } = await cacheControlOf(product, `${names.locale}=en`);
    expect(cacheControl).toBe('private, no-cache');
  });
});

describe('Cache-Control of public files', () => {
  it('keeps the icons, the web manifest and the videos for an hour, and a page path is a page', async () => {
    for (const path of ['/favicon.ico', '/manifest.webmanifest', '/videos/workshop.webm']) {
      expect((await cacheControlOf(path)).cacheControl, path).toBe('public, max-age=3600');
    }
    // Public files are listed at start: a page whose path is not one of them is drawn as a page.
    const response = await fetch(`${stack.shop.origin}/about`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    await response.arrayBuffer();
  });
});

/** A page's compressed body as it comes over the wire. */
function compressedBody(path: string, encoding: 'gzip' | 'br'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(`${stack.shop.origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      expect(response.headers['content-encoding']).toBe(encoding);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('Compression of pages', () => {
  it('sends a page about as small as gzip makes it in one go', async () => {
    // Flushing the compressor after every streamed chunk made it 30-35 % larger; coalesced, 10-12 %.
    for (const path of ['/', product]) {
      const wire = await compressedBody(path, 'gzip');
      const oneGo = gzipSync(gunzipSync(wire), { level: 6 });
      expect(wire.length / oneGo.length, path).toBeLessThan(1.2);
    }
  });

  it('sends a page as small as brotli 5 makes it in one go, as browsers get it', async () => {
    // A page whose loaders awaited all their data is rendered whole before it is sent: streamed
    // shell first, it carried React's reveal script and came out 3-4 % larger (list page).
    for (const path of ['/', product, '/c/furniture/sofas']) {
      const wire = await compressedBody(path, 'br');
      const html = brotliDecompressSync(wire);
      expect(html.toString()).not.toContain('$RC(');
      const oneGo = brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      expect(wire.length / oneGo.length, path).toBeLessThan(1.02);
    }
  });
});
