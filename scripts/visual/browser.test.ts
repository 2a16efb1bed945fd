import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  awaitStoryData,
  captureFullPage,
  checkFinishedStory,
  launchBrowser,
  openCapturePage,
  StoryCheckError,
  waitForAssets,
} from './browser.ts';
import { serveStatic, type StaticServer } from './server.ts';

/**
 * A product list below the fold, the way the widgets load one: nothing is asked for until an
 * IntersectionObserver says the list is near, then a slow request brings the products, which
 * then make the page taller. A request to /held never answers (a loading state held on purpose).
 */
const lazyPage = `<!doctype html><html><body style="margin:0">
<div style="height:2000px">top</div>
<section id="list" aria-busy="true">skeleton</section>
<script>
  const list = document.getElementById('list');
  new IntersectionObserver((entries, observer) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    fetch('/products').then((response) => response.json()).then((products) => {
      list.removeAttribute('aria-busy');
      list.innerHTML = products.map((name) => '<p style="height:400px">' + name + '</p>').join('');
    });
  }).observe(list);
  if (location.search.includes('held')) {
    window.__visualHoldFetch();
    fetch('/held');
  }
</script></body></html>`;

/** A loopback server answering with `handler`, and a capture page of the runner, for one describe block. */
function servePages(handler: RequestListener) {
  const served = {} as { baseUrl: string; page: Page };
  let server: Server;
  let browser: Browser;
  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    served.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    served.page = await openCapturePage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return served;
}

describe('awaitStoryData', () => {
  const served = servePages((request, response) => {
    if (request.url?.startsWith('/products')) {
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(['Sofa Oslo', 'Armchair Bergen']));
      }, 400);
    } else if (request.url?.startsWith('/held')) {
      // Never answered.
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(lazyPage);
    }
  });

  const size = { width: 375, height: 812 };
  const listText = () => served.page.locator('#list').textContent();

  it('without it, a list below the fold is still a skeleton when the story has rendered', async () => {
    await served.page.setViewportSize(size);
    await served.page.goto(`${served.baseUrl}/`, { waitUntil: 'load' });
    expect(await listText()).toBe('skeleton');
  });

  it('wakes content below the fold, waits for its request and its rendering, and restores the viewport', async () => {
    await served.page.setViewportSize(size);
    await served.page.goto(`${served.baseUrl}/`, { waitUntil: 'load' });
    await awaitStoryData(served.page, size);
    expect(await listText()).toBe('Sofa OsloArmchair Bergen');
    expect(served.page.viewportSize()).toEqual(size);
  });

  it('does not wait for a request held open on purpose', async () => {
    await served.page.setViewportSize(size);
    await served.page.goto(`${served.baseUrl}/?held`, { waitUntil: 'load' });
    // Waiting for the held request would end in a PendingDataError, failing this test.
    await awaitStoryData(served.page, size);
    expect(await listText()).toBe('Sofa OsloArmchair Bergen');
  });
});

/** A stand-in for Storybook's preview: it makes its channel, then reports a finished story. */
const finishedPage = (
  event: object,
  unhandled: string[] = [],
) => `<!doctype html><html><body><script>(() => {
  const listeners = {};
  window.__STORYBOOK_ADDONS_CHANNEL__ = {
    on: (name, listener) => (listeners[name] ||= []).push(listener),
    emit: (name, payload) => (listeners[name] || []).forEach((listener) => listener(payload)),
  };
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (${JSON.stringify(unhandled.length > 0)}) channel.emit('unhandledErrorsWhilePlaying', ${JSON.stringify(unhandled.map((message) => ({ message })))});
  channel.emit('storyFinished', ${JSON.stringify(event)});
})();</script></body></html>`;

describe('checkFinishedStory', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openCapturePage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
  // setContent keeps the window: forget the story of the test before.
  beforeEach(async () => {
    await page.evaluate(() =>
      (window as unknown as { __visualStoryStart?: () => void }).__visualStoryStart?.(),
    );
  });

  it('passes a story Storybook reports as a success', async () => {
    await page.setContent(
      finishedPage({
        storyId: 'a--b',
        status: 'success',
        reporters: [{ type: 'a11y', status: 'passed', result: { violations: [] } }],
      }),
    );
    await expect(checkFinishedStory(page, 'a--b')).resolves.toBeUndefined();
  });

  it('fails with each axe violation, its impact and the elements it names', async () => {
    const violation = {
      id: 'label',
      impact: 'critical',
      help: 'Form elements must have labels',
      nodes: [{ target: ['#email'] }, { target: ['form', 'input'] }],
    };
    await page.setContent(
      finishedPage({
        storyId: 'a--b',
        status: 'error',
        reporters: [{ type: 'a11y', status: 'failed', result: { violations: [violation] } }],
      }),
    );
    const failure = checkFinishedStory(page, 'a--b');
    await expect(failure).rejects.toBeInstanceOf(StoryCheckError);
    await expect(failure).rejects.toThrow(
      'a11y: label (critical) Form elements must have labels: #email, form input',
    );
  });

  it('fails with the errors a play function left unhandled', async () => {
    await page.setContent(
      finishedPage({ storyId: 'a--b', status: 'error', reporters: [] }, ['fetch failed']),
    );
    await expect(checkFinishedStory(page, 'a--b')).rejects.toThrow(
      'unhandled error while playing: fetch failed',
    );
  });
});

/** A tall page that records what it hears of its size. */
const tallPage = `<!doctype html><html><body style="margin:0"><div id="box" style="height:3000px">tall</div><script>
  window.heard = [];
  addEventListener('resize', () => heard.push('resize ' + innerWidth));
  matchMedia('(max-width: 767px)').addEventListener('change', (event) => heard.push('phone ' + event.matches));
  new ResizeObserver(() => heard.push('box resized')).observe(document.getElementById('box'));
</script></body></html>`;

describe('captureFullPage', () => {
  let browser: Browser;
  let page: Page;
  let server: StaticServer;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'visual-capture-'));
    await writeFile(join(root, 'index.html'), tallPage);
    server = await serveStatic(root);
    browser = await launchBrowser();
    page = await openCapturePage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keeps the page from hearing of the resizes a full-page screenshot makes', async () => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto(`${server.url}/index.html`, { waitUntil: 'load' });
    // The observer's first report comes in a frame of its own; forget it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.evaluate(() => ((window as unknown as { heard: string[] }).heard = []));
    for (let shot = 0; shot < 3; shot += 1) {
      const png = await captureFullPage(page);
      expect(png.readUInt32BE(20)).toBe(3000);
    }
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
    // A real resize still reaches the page.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['resize 375', 'phone true']));
  });
});

/** A 1x1 PNG. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Renders a picture below the fold, then replaces its element with a new lazy one (a remount). */
const remountPage = `<!doctype html><html><body style="margin:0">
<div style="height:3000px">top</div>
<div id="frame"><img id="first" loading="lazy" src="/slow.png?1" width="10" height="10"></div>
<script>
  setTimeout(() => {
    document.getElementById('frame').innerHTML =
      '<img id="second" loading="lazy" src="/slow.png?2" width="10" height="10">';
  }, 150);
</script></body></html>`;

/** An image frame that drops its skeleton a moment after the load, the way React handles it. */
const handledLaterPage = `<!doctype html><html><body style="margin:0">
<span id="frame" aria-busy="true"><img src="/slow.png?3" width="10" height="10"
  onload="setTimeout(() => document.getElementById('frame').removeAttribute('aria-busy'), 200)"></span>
</body></html>`;

/** A large picture of reddish noise: costly to decode, and told from the white page by having no green. */
function noisePicture(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 128 + Math.floor(Math.random() * 128);
    png.data[i + 1] = 0;
    png.data[i + 2] = Math.floor(Math.random() * 64);
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** A content picture as the widgets draw one: lazy, decoded asynchronously, below the fold. */
const asyncPicturePage = `<!doctype html><html><body style="margin:0;background:#fff">
<div style="height:2400px">top</div>
<img id="picture" loading="lazy" decoding="async" src="/noise.png" width="1200" height="900" style="display:block">
</body></html>`;

describe('waitForAssets', () => {
  const noise = noisePicture(2400, 1800);
  const served = servePages((request, response) => {
    if (request.url === '/noise.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(noise);
    } else if (request.url?.startsWith('/slow.png')) {
      setTimeout(() => response.writeHead(200, { 'content-type': 'image/png' }).end(pixel), 300);
    } else {
      const html = request.url?.startsWith('/handled-later')
        ? handledLaterPage
        : request.url?.startsWith('/async-picture')
          ? asyncPicturePage
          : remountPage;
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    }
  });

  it('waits for a lazy image that replaced the one it first saw', async () => {
    await served.page.setViewportSize({ width: 800, height: 600 });
    await served.page.goto(`${served.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    expect(await waitForAssets(served.page)).toEqual({ settled: true });
    const images = await served.page.evaluate(() =>
      Array.from(document.images).map((image) => `${image.id} ${image.naturalWidth}`),
    );
    expect(images).toEqual(['second 1']);
  });

  it("lets the page's own load handling run while it waits (the page's clock is Playwright's)", async () => {
    await served.page.setViewportSize({ width: 800, height: 600 });
    await served.page.goto(`${served.baseUrl}/handled-later`, { waitUntil: 'load' });
    // Not settled would mean it waited out its limit without the page handling the load.
    expect(await waitForAssets(served.page)).toEqual({ settled: true });
    expect(await served.page.locator('#frame').getAttribute('aria-busy')).toBeNull();
  });

  it('has an asynchronously decoded picture drawn in the full-page screenshot', async () => {
    await served.page.setViewportSize({ width: 1300, height: 900 });
    await served.page.goto(`${served.baseUrl}/async-picture`, { waitUntil: 'load' });
    expect(await waitForAssets(served.page)).toEqual({ settled: true });
    expect(
      await served.page.locator('#picture').evaluate((image: HTMLImageElement) => image.decoding),
    ).toBe('sync');
    const shot = PNG.sync.read(await captureFullPage(served.page));
    let red = 0;
    for (let y = 2450; y < 3250; y += 40) {
      for (let x = 50; x < 1150; x += 40) {
        const i = (y * shot.width + x) * 4;
        if ((shot.data[i] ?? 0) >= 120 && shot.data[i + 1] === 0) red += 1;
      }
    }
    // Every sampled point of the picture shows it, not the white page behind.
    expect(red).toBe(20 * 28);
  });
});
