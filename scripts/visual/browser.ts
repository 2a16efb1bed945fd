import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import type { Snapshot, StoryMetadata } from './plan.ts';

/** Every snapshot sees this instant as "now"; time then runs on from it. */
export const FIXED_TIME = '2026-03-02T10:00:00+01:00';
export const TIMEZONE = 'Europe/Stockholm';
export const LOCALE = 'sv-SE';
const RENDER_TIMEOUT_MS = 30_000;
/** Simulated time per settling step (a ticker fires in each) and in all. */
const SETTLE_STEP_MS = 250;
const SETTLE_LIMIT_MS = 15_000;
/** Steps watched in the DOM before comparing pixels instead. */
const DOM_STEPS = 4;

/** No motion, no blinking caret: a frame caught mid-transition would differ run to run. */
export const FREEZE_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';

/**
 * Runs in every page before Storybook's scripts: the style that stops motion (inserted as soon as
 * there is a document element), instant scrolling, a change watch and a seeded Math.random,
 * restarted before every story. Plain
 * JavaScript in a string: a transpiled function could call helpers that do not exist in the page.
 */
const beforePageScripts = `(() => {
  const insert = () => {
    const style = document.createElement('style');
    style.dataset.visualTest = 'freeze';
    style.textContent = ${JSON.stringify(FREEZE_CSS)};
    (document.head || document.documentElement).appendChild(style);
  };
  if (document.documentElement) insert();
  else
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      observer.disconnect();
      insert();
    }).observe(document, { childList: true });

  // Smooth scrolling asked for in script (scrollBy({ behavior: 'smooth' })) jumps at once.
  const instant = (args) =>
    args.length === 1 && args[0] && typeof args[0] === 'object' ? [{ ...args[0], behavior: 'instant' }] : args;
  for (const target of [Element.prototype, window]) {
    for (const name of ['scroll', 'scrollTo', 'scrollBy']) {
      const original = target[name];
      target[name] = function (...args) {
        return original.apply(this, instant(args));
      };
    }
  }
  const scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (...args) {
    return scrollIntoView.apply(this, instant(args));
  };

  // Did anything change (DOM, scroll, loads) between start and stop? Stop first lets the
  // page's own tasks (a React commit) run for a moment.
  let changed = false;
  const markChanged = () => {
    changed = true;
  };
  const observer = new MutationObserver(markChanged);
  window.__visualWatchStart = () => {
    changed = false;
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('scroll', markChanged, { capture: true });
    document.addEventListener('load', markChanged, { capture: true });
  };
  window.__visualWatchStop = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (observer.takeRecords().length > 0) changed = true;
    observer.disconnect();
    document.removeEventListener('scroll', markChanged, { capture: true });
    document.removeEventListener('load', markChanged, { capture: true });
    return changed;
  };

  // mulberry32
  const initialSeed = 0x9e3779b9;
  let seed = initialSeed;
  window.__visualReseed = () => {
    seed = initialSeed;
  };
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** A page set up for deterministic screenshots; reuse it for many snapshots. */
export async function openCapturePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1300, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    timezoneId: TIMEZONE,
    locale: LOCALE,
    serviceWorkers: 'allow',
  });
  await context.addInitScript({ content: beforePageScripts });
  const page = await context.newPage();
  await page.clock.install({ time: FIXED_TIME });
  return page;
}

export function storyUrl(baseUrl: string, storyId: string, channel: string): string {
  // a11y.manual: axe runs in test-storybook; here it would only cost time.
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=channel:${encodeURIComponent(channel)};a11y.manual:!true`;
}

export class StoryRenderError extends Error {}

/** Waits until Storybook has rendered the story and its play function has finished. */
async function waitForStory(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      return (
        document.body.classList.contains('sb-show-errordisplay') ||
        (render?.id === id && render.phase === 'finished')
      );
    },
    storyId,
    { timeout: RENDER_TIMEOUT_MS, polling: 50 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? [document.getElementById('error-message'), document.getElementById('error-stack')]
          .map((element) => element?.textContent?.trim())
          .filter(Boolean)
          .join('\n')
      : undefined,
  );
  if (error !== undefined) throw new StoryRenderError(error || 'The story failed to render');
}

/** Fonts loaded, every image (lazy ones too) loaded and decoded, two frames painted. */
async function waitForAssets(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map(async (image) => {
        if (!image.complete) {
          await new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
        }
        await image.decode().catch(() => undefined);
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export class UnsettledStoryError extends Error {}

const screenshotOptions = {
  fullPage: true,
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
} as const;

/**
 * Runs the page's timers ahead in simulated time, step by step, until a step changes nothing:
 * a story still moving by script (a creeping progress bar, a ticker) is caught in its final
 * state whatever the machine's load, and one that never comes to rest is reported. A story that
 * is already still costs one step. When the DOM keeps changing without end (a bar creeping by a
 * millionth a tick), what counts is whether the pixels still change from one step to the next.
 */
async function settleTimers(page: Page): Promise<void> {
  type Watch = { __visualWatchStart(): void; __visualWatchStop(): Promise<boolean> };
  let elapsed = 0;
  for (let step = 0; step < DOM_STEPS; step += 1, elapsed += SETTLE_STEP_MS) {
    await page.evaluate(() => (window as unknown as Watch).__visualWatchStart());
    await page.clock.runFor(SETTLE_STEP_MS);
    if (!(await page.evaluate(() => (window as unknown as Watch).__visualWatchStop()))) return;
  }
  let previous = await page.screenshot(screenshotOptions);
  for (; elapsed < SETTLE_LIMIT_MS; elapsed += SETTLE_STEP_MS) {
    await page.clock.runFor(SETTLE_STEP_MS);
    const next = await page.screenshot(screenshotOptions);
    if (next.equals(previous)) return;
    previous = next;
  }
  throw new UnsettledStoryError(
    `The story still changes after ${SETTLE_LIMIT_MS / 1000} s of simulated time: make it come to rest, or tag it no-visual with parameters.visual.reason`,
  );
}

/**
 * One browser page that takes snapshot after snapshot. The first story of a page (and any story
 * after a channel change, an error, or the same story again) is a fresh page load; the others
 * switch the story inside the loaded preview the way Storybook's own manager does, which skips
 * reloading the preview bundle. Both paths give the same pixels (checked with --isolate).
 */
export class SnapshotPage {
  private loaded: { storyId: string; channel: string } | undefined;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    private readonly isolate: boolean,
  ) {}

  async capture(snapshot: Snapshot): Promise<Buffer> {
    const { page } = this;
    await page.setViewportSize({ width: snapshot.width, height: snapshot.height });
    const reuse =
      !this.isolate &&
      this.loaded !== undefined &&
      this.loaded.channel === snapshot.channel &&
      this.loaded.storyId !== snapshot.storyId;
    this.loaded = undefined;
    if (reuse) {
      await page.clock.setSystemTime(FIXED_TIME);
      await page.evaluate((storyId) => {
        window.scrollTo(0, 0);
        const w = window as unknown as {
          __visualReseed: () => void;
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        };
        w.__visualReseed();
        w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, snapshot.storyId);
    } else {
      await page.goto(storyUrl(this.baseUrl, snapshot.storyId, snapshot.channel), {
        waitUntil: 'load',
      });
    }
    await waitForStory(page, snapshot.storyId);
    await settleTimers(page);
    await waitForAssets(page);
    const png = await page.screenshot(screenshotOptions);
    this.loaded = { storyId: snapshot.storyId, channel: snapshot.channel };
    return png;
  }
}

/**
 * Reads what the plan needs from each prepared story (tags and parameters are merged by Storybook
 * from project, component and story), plus the channels of the toolbar.
 */
export async function readStoryMetadata(
  page: Page,
  baseUrl: string,
  storyIds: string[],
): Promise<{ stories: Map<string, StoryMetadata>; channels: string[]; failures: string[] }> {
  await page.goto(`${baseUrl}/iframe.html`, { waitUntil: 'load' });
  await page.waitForFunction(
    () =>
      Boolean(
        (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
          .__STORYBOOK_PREVIEW__?.storyStoreValue,
      ),
    undefined,
    { timeout: RENDER_TIMEOUT_MS },
  );
  const result = await page.evaluate(async (ids) => {
    type Parameters = Record<string, unknown> & {
      visual?: StoryMetadata['visual'];
      chromatic?: StoryMetadata['chromatic'];
      viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
    };
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          loadStory(input: { storyId: string }): Promise<{ parameters: Parameters }>;
          storyStoreValue: {
            projectAnnotations: {
              globalTypes?: { channel?: { toolbar?: { items?: { value: string }[] } } };
            };
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const stories: StoryMetadata[] = [];
    const failures: string[] = [];
    for (const id of ids) {
      try {
        const { parameters } = await preview.loadStory({ storyId: id });
        const viewports: StoryMetadata['viewports'] = {};
        for (const [name, option] of Object.entries(parameters.viewport?.options ?? {})) {
          const width = Number.parseInt(option.styles?.width ?? '', 10);
          const height = Number.parseInt(option.styles?.height ?? '', 10);
          if (width > 0 && height > 0) viewports[name] = { width, height };
        }
        stories.push(
          JSON.parse(
            JSON.stringify({
              id,
              visual: parameters.visual ?? {},
              chromatic: parameters.chromatic ?? {},
              viewports,
            }),
          ) as StoryMetadata,
        );
      } catch (error) {
        failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const items =
      preview.storyStoreValue.projectAnnotations.globalTypes?.channel?.toolbar?.items ?? [];
    return { stories, failures, channels: items.map((item) => item.value) };
  }, storyIds);
  return {
    stories: new Map(result.stories.map((story) => [story.id, story])),
    channels: result.channels,
    failures: result.failures,
  };
}
