import type { Page } from '@playwright/test';

/** Every snapshot sees this instant as "now"; time then runs on from it. */
export const FIXED_TIME = '2026-03-02T10:00:00+01:00';
export const TIMEZONE = 'Europe/Stockholm';
export const LOCALE = 'sv-SE';
const RENDER_TIMEOUT_MS = 15_000;
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

  // Every picture decodes with the paint that draws it. Chromium may raster an image decoded
  // asynchronously (decoding="async", as lazy product pictures are) without it, and a decoding
  // mode set after the first paint does not repaint: CI caught a product card's loaded picture
  // missing from a full-page capture while its frame had already dropped the skeleton.
  const nativeCreateElement = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    const element = nativeCreateElement.apply(this, args);
    if (element instanceof HTMLImageElement) element.decoding = 'sync';
    return element;
  };
  const decoding = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decoding');
  Object.defineProperty(HTMLImageElement.prototype, 'decoding', {
    ...decoding,
    set() {
      decoding.set.call(this, 'sync');
    },
  });
  const nativeSetAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    const forced = this instanceof HTMLImageElement && String(name).toLowerCase() === 'decoding';
    return nativeSetAttribute.call(this, name, forced ? 'sync' : value);
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

  // The current story's requests, so that the capture waits for the data they bring. A request
  // counts as done when its whole body has arrived (read from a clone; the page reads the
  // original). A request held open on purpose (loadingHandler of @hemma/data/mocks, for a loading
  // state) calls __visualHoldFetch and is not waited for.
  let fetchesStarted = 0;
  let heldFetches = 0;
  let nextFetchId = 0;
  const pendingFetches = new Set();
  const originalFetch = window.fetch;
  window.fetch = function (...args) {
    const id = ++nextFetchId;
    fetchesStarted += 1;
    pendingFetches.add(id);
    const done = () => {
      pendingFetches.delete(id);
    };
    let result;
    try {
      result = originalFetch.apply(this, args);
    } catch (error) {
      done();
      throw error;
    }
    result.then((response) => response.clone().arrayBuffer()).then(done, done);
    return result;
  };
  window.__visualHoldFetch = () => {
    heldFetches += 1;
  };
  // Pictures held on purpose (an image's loading state, see .storybook/heldPictures.ts) never
  // arrive: the capture does not wait for them. Kept from story to story: a later story's image
  // of the same URL joins the request still open and never reaches the handler itself.
  const heldPictures = new Set();
  window.__visualHoldPicture = (url) => {
    heldPictures.add(url);
  };
  window.__visualHeldPictures = () => Array.from(heldPictures);

  // Content that loads when it nears the viewport (IntersectionObserver) is woken by the runner.
  const NativeIntersectionObserver = window.IntersectionObserver;
  const nativeObserve = NativeIntersectionObserver.prototype.observe;
  let observeCalls = 0;
  NativeIntersectionObserver.prototype.observe = function (...args) {
    observeCalls += 1;
    return nativeObserve.apply(this, args);
  };
  // Observers are notified in the order they were made: when a new one hears of the current
  // layout, every older one has heard of it too.
  window.__visualIntersectionsDelivered = () =>
    new Promise((resolve) => {
      const observer = new NativeIntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      nativeObserve.call(observer, document.documentElement);
    });
  window.__visualActivity = () => ({
    fetches: fetchesStarted,
    pending: pendingFetches.size - heldFetches,
    observed: observeCalls,
    height: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0),
  });
  window.__visualActivityKey = () => fetchesStarted + '/' + observeCalls;
  // Resolves once the DOM has not changed for quietMs, or after limitMs of change without end
  // (a ticker: settling the timers deals with those).
  window.__visualDomQuiet = (quietMs, limitMs) =>
    new Promise((resolve) => {
      let timer;
      const finish = () => {
        clearTimeout(timer);
        clearTimeout(limit);
        observer.disconnect();
        resolve();
      };
      const observer = new MutationObserver(() => restart());
      const restart = () => {
        clearTimeout(timer);
        timer = setTimeout(finish, quietMs);
      };
      const limit = setTimeout(finish, limitMs);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      restart();
    });
  // What Storybook reports when a story is finished: the play function's and axe's verdicts.
  // The preview creates its channel after this script, so it is caught as it is assigned.
  let storybookChannel;
  window.__visualFinished = [];
  window.__visualUnhandled = [];
  window.__visualPlayErrors = [];
  const describeError = (error) => (error && (error.message || error.name)) || String(error);
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => storybookChannel,
    set: (channel) => {
      storybookChannel = channel;
      channel.on('unhandledErrorsWhilePlaying', (errors) => {
        for (const error of [].concat(errors)) window.__visualUnhandled.push(describeError(error));
      });
      // A play function that throws still ends in a storyFinished event whose status says
      // success (Storybook 10, seen with a failing getByText): its exception is the verdict.
      channel.on('playFunctionThrewException', (error) => {
        window.__visualPlayErrors.push('play function: ' + describeError(error));
      });
      channel.on('storyThrewException', (error) => {
        window.__visualPlayErrors.push('render: ' + describeError(error));
      });
      channel.on('storyFinished', (event) => {
        window.__visualFinished.push({
          storyId: event.storyId,
          status: event.status,
          reports: (event.reporters || []).map((report) => {
            const result = report.result || {};
            return {
              type: report.type,
              status: report.status,
              error: result.error ? describeError(result.error) : undefined,
              violations: (result.violations || []).map((violation) => ({
                id: violation.id,
                impact: violation.impact,
                help: violation.help,
                targets: violation.nodes.slice(0, 3).map((node) => [].concat(node.target).join(' ')),
              })),
            };
          }),
        });
      });
    },
  });

  // A full-page screenshot makes Chromium resize the page for a moment (to 1x1 at times, which
  // matches a phone media query): a widget area would load its phone variant and remount. While
  // the runner captures, the page does not hear of it: resize events, media-query changes,
  // ResizeObserver and IntersectionObserver callbacks wait for the real size to come back.
  let capturing = false;
  window.__visualCapturing = (on) => {
    capturing = on;
  };
  window.addEventListener('resize', (event) => {
    if (capturing) event.stopImmediatePropagation();
  }, true);
  const nativeMatchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query) => {
    const list = nativeMatchMedia(query);
    const gated = new WeakMap();
    const gate = (listener) => {
      if (!listener) return listener;
      if (!gated.has(listener))
        gated.set(listener, function (event) {
          if (capturing) return;
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
        });
      return gated.get(listener);
    };
    const add = list.addEventListener.bind(list);
    const remove = list.removeEventListener.bind(list);
    list.addEventListener = (type, listener, options) => add(type, type === 'change' ? gate(listener) : listener, options);
    list.removeEventListener = (type, listener, options) => remove(type, type === 'change' ? gate(listener) : listener, options);
    list.addListener = (listener) => add('change', gate(listener));
    list.removeListener = (listener) => remove('change', gate(listener));
    return list;
  };
  for (const name of ['ResizeObserver', 'IntersectionObserver']) {
    const Native = window[name];
    const gatedObserver = class extends Native {
      constructor(callback, options) {
        super(function (...args) {
          if (!capturing) return callback.apply(this, args);
        }, options);
      }
    };
    window[name] = gatedObserver;
  }

  window.__visualStoryStart = () => {
    window.__visualFinished = [];
    window.__visualUnhandled = [];
    window.__visualPlayErrors = [];
    fetchesStarted = 0;
    heldFetches = 0;
    pendingFetches.clear();
    observeCalls = 0;
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

/** Runs in every page of the test before Storybook's scripts; the clock starts at FIXED_TIME. */
export async function prepareStoryPage(page: Page): Promise<void> {
  await page.addInitScript({ content: beforePageScripts });
  await page.clock.install({ time: FIXED_TIME });
}

/** `axe: false` sets the a11y addon to manual: axe runs once per story and channel, not per viewport. */
export function storyUrl(storyId: string, channel: string, axe: boolean): string {
  const globals = `channel:${encodeURIComponent(channel)}${axe ? '' : ';a11y.manual:!true'}`;
  return `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globals}`;
}

/**
 * Waits, in one poll of the page, until Storybook has rendered the story and given its verdict
 * (the play function's and axe's), and fails the story on a render error or a failed verdict.
 * Returns the story's `parameters.visual`. One wait instead of four calls: every Playwright call
 * costs the worker a step report and a stack trace.
 */
export async function awaitVerdict(page: Page, storyId: string): Promise<VisualParameters> {
  type VerdictWindow = {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: {
        id?: string;
        phase?: string;
        story?: { parameters?: { visual?: VisualParameters } };
      };
    };
    __visualFinished: FinishedStory[];
    __visualUnhandled: string[];
    __visualPlayErrors: string[];
  };
  const handle = await page.waitForFunction(
    (id) => {
      if (document.body.classList.contains('sb-show-errordisplay')) {
        const renderError = [
          document.getElementById('error-message'),
          document.getElementById('error-stack'),
        ]
          .map((element) => element?.textContent?.trim())
          .filter(Boolean)
          .join('\n');
        return { renderError };
      }
      const w = window as unknown as VerdictWindow;
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id || render.phase !== 'finished') return undefined;
      const finished = w.__visualFinished.filter((event) => event.storyId === id).at(-1);
      const thrown = w.__visualPlayErrors;
      if (!finished && thrown.length === 0) return undefined;
      const visual = JSON.parse(JSON.stringify(render.story?.parameters?.visual ?? {}));
      return { verdict: { finished, unhandled: w.__visualUnhandled, thrown }, visual };
    },
    storyId,
    { timeout: 2 * RENDER_TIMEOUT_MS, polling: 20 },
  );
  const result = (await handle.jsonValue()) as
    { renderError: string } | { verdict: Verdict; visual: VisualParameters };
  if ('renderError' in result)
    throw new StoryRenderError(result.renderError || 'The story failed to render');
  judgeVerdict(result.verdict);
  return result.visual;
}

/**
 * One page that renders story after story for a Playwright worker. The first story (and any after
 * a change of channel or axe setting, or when asked for a fresh load) loads the preview; the
 * others switch the story inside it the way Storybook's manager does, which skips reloading the
 * preview bundle and MSW's worker (a fresh load per story is ten times slower). Every story starts
 * without the cookies and storage an earlier one wrote, at FIXED_TIME, with the same random seed.
 */
export class StoryPage {
  private loaded: { storyId: string; channel: string; axe: boolean } | undefined;

  constructor(readonly page: Page) {}

  /** Renders the story and returns its `parameters.visual` once Storybook's verdict passed. */
  async render(
    storyId: string,
    channel: string,
    axe: boolean,
    fresh = false,
  ): Promise<VisualParameters> {
    const { page } = this;
    const reuse =
      !fresh &&
      this.loaded !== undefined &&
      this.loaded.channel === channel &&
      this.loaded.axe === axe &&
      this.loaded.storyId !== storyId;
    this.loaded = undefined;
    await page.context().clearCookies();
    await page.clock.setSystemTime(FIXED_TIME);
    if (reuse) {
      await page.evaluate((id) => {
        localStorage.clear();
        sessionStorage.clear();
        window.scrollTo(0, 0);
        const w = window as unknown as {
          __visualReseed: () => void;
          __visualStoryStart: () => void;
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        };
        w.__visualReseed();
        w.__visualStoryStart();
        w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    } else {
      // The next story's document is of the same origin: its storage would carry over.
      if (page.url().startsWith('http'))
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      await page.goto(storyUrl(storyId, channel, axe), { waitUntil: 'load' });
    }
    const visual = await awaitVerdict(page, storyId);
    this.loaded = { storyId, channel, axe };
    return visual;
  }
}

/** `parameters.visual` of a story: why it is left out, the differing pixels it may have, or the part it captures. */
export interface VisualParameters {
  reason?: string;
  maxDiffPixels?: number;
  /**
   * A CSS selector of the one element the screenshot shows instead of the whole page: a state
   * story captures the part its state changes, while another story of the same page captures all
   * of it. Half of the baselines' bytes were the same page text under a different state.
   */
  capture?: string;
}

export class StoryRenderError extends Error {}
/** The story rendered, but its play function left errors behind or axe found violations. */
export class StoryCheckError extends Error {}

interface FinishedReport {
  type: string;
  status: string;
  error?: string;
  violations: { id: string; impact?: string; help: string; targets: string[] }[];
}
interface FinishedStory {
  storyId: string;
  status: string;
  reports: FinishedReport[];
}

interface Verdict {
  finished: FinishedStory | undefined;
  unhandled: string[];
  thrown: string[];
}

/** Storybook's verdict on the story (STORY_FINISHED): unhandled errors and failed axe reports. */
function judgeVerdict({ finished, unhandled, thrown }: Verdict): void {
  if (thrown.length > 0) throw new StoryCheckError(thrown.join('\n'));
  if (!finished || finished.status !== 'error') return;
  const lines = unhandled.map((message) => `unhandled error while playing: ${message}`);
  for (const report of finished.reports.filter((candidate) => candidate.status === 'failed')) {
    if (report.error) lines.push(`${report.type}: ${report.error}`);
    for (const violation of report.violations) {
      lines.push(
        `${report.type}: ${violation.id} (${violation.impact ?? 'no impact'}) ${violation.help}: ${violation.targets.join(', ')}`,
      );
    }
  }
  throw new StoryCheckError(lines.join('\n') || 'Storybook reported the story as failed');
}

/**
 * Fonts loaded, every image (lazy ones too, but not one held on purpose) loaded, decoded and drawn with the page, what the
 * page does on those loads (an image component dropping its skeleton) rendered, two frames
 * painted. Images are looked up
 * again until none is left loading: a part that re-renders can replace an image element after
 * the first look, and its new element starts lazy and empty.
 */
export async function waitForAssets(page: Page): Promise<{ settled: boolean; waiting: string[] }> {
  const { settledAtFirstLook, ...assets } = await page.evaluate(async (limitMs) => {
    await document.fonts.ready;
    // No named functions here: tsx would wrap them in a __name helper the page does not have.
    const giveUpAt = performance.now() + limitMs;
    let settled = false;
    let waiting: string[] = [];
    let looks = 0;
    for (;;) {
      looks += 1;
      const images = Array.from(document.images);
      for (const image of images) {
        image.loading = 'eager';
        // Images the HTML parser made (sanitized content) did not pass the page script's
        // createElement: they decode with the paint from here on (see the page script).
        image.decoding = 'sync';
      }
      const held =
        (window as unknown as { __visualHeldPictures?: () => string[] }).__visualHeldPictures?.() ??
        [];
      // Until its picture arrives an image has no currentSrc: a held request is matched against
      // every URL the image may ask for (src and the srcset candidates).
      const loading = images.filter(
        (image) =>
          !image.complete &&
          !(
            held.length > 0 &&
            [
              image.src,
              ...image.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
            ]
              .filter(Boolean)
              .some((url) => held.includes(new URL(url, document.baseURI).href))
          ),
      );
      // An image frame shows its skeleton until React has handled the load (aria-busy on the
      // frame). On a starved machine that render can come later than the DOM-quiet window below.
      const unhandled = images.filter(
        (image) =>
          image.complete &&
          image.naturalWidth > 0 &&
          image.parentElement?.getAttribute('aria-busy') === 'true',
      );
      settled = loading.length === 0 && unhandled.length === 0;
      waiting = [
        ...loading.map((image) => `loading ${image.currentSrc || image.src}`),
        ...unhandled.map((image) => `skeleton over ${image.currentSrc || image.src}`),
      ];
      if (settled || performance.now() > giveUpAt) break;
      // A task, not a microtask: the page's own load handlers have to get their turn.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // decode() of an image that never loads (one held on purpose) would never settle.
    await Promise.all(
      Array.from(document.images)
        .filter((image) => image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { settled, waiting, settledAtFirstLook: settled && looks === 1 };
  }, ASSETS_LIMIT_MS);
  // Every image had loaded and been handled before the first look: no load is left for the page
  // to react to, and bringToRest already saw the DOM rest.
  if (settledAtFirstLook) return assets;
  await page.evaluate(
    ([quietMs, limitMs]) =>
      (window as unknown as ActivityWindow).__visualDomQuiet(quietMs, limitMs),
    [DATA_QUIET_MS, DATA_QUIET_LIMIT_MS] as const,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return assets;
}

export class UnsettledStoryError extends Error {}
/** Named like Playwright's timeouts: a starved machine can cause it, so it is tried once more. */
export class UnsettledDataError extends Error {
  override name = 'TimeoutError';
}
export class PendingDataError extends Error {}

interface PageActivity {
  fetches: number;
  pending: number;
  observed: number;
  height: number;
}
type ActivityWindow = {
  __visualActivity(): PageActivity;
  __visualIntersectionsDelivered(): Promise<void>;
  __visualDomQuiet(quietMs: number, limitMs: number): Promise<void>;
};

/** Real time with no DOM change after the last request ended: the data has been rendered. */
const DATA_QUIET_MS = 100;
const DATA_QUIET_LIMIT_MS = 1_000;
/** A request of the story still open after this long fails the snapshot (it would race the capture). */
const DATA_TIMEOUT_MS = 15_000;
/** How long images may take to load and be handled before the capture goes ahead without them. */
const ASSETS_LIMIT_MS = 10_000;
const DATA_ROUNDS = 8;
/** Chromium's largest surface; pages are far shorter. */
const MAX_VIEWPORT_HEIGHT = 16_384;

/**
 * Brings a story to the state its full-page screenshot shows. Content that loads when it nears
 * the viewport (a product list below the fold) is woken by growing the viewport to the page's
 * whole height (the screenshot itself would do that, halfway through), every request the story
 * makes is awaited, and the DOM must then rest for a moment; repeated while that brings new
 * requests or observed elements (an area that loads, then its product list). Stories without
 * requests or observers skip it at no cost.
 */
export async function awaitStoryData(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  const activity = () =>
    page.evaluate(() => (window as unknown as ActivityWindow).__visualActivity());
  let grown = false;
  try {
    for (let round = 0; round < DATA_ROUNDS; round += 1) {
      const before = await activity();
      if (round === 0 && before.fetches === 0 && before.observed === 0) return;
      if (before.observed > 0) {
        const height = Math.min(MAX_VIEWPORT_HEIGHT, Math.max(size.height, before.height));
        await page.setViewportSize({ width: size.width, height });
        grown = true;
        await page.evaluate(() =>
          (window as unknown as ActivityWindow).__visualIntersectionsDelivered(),
        );
      }
      await page
        .waitForFunction(
          () => (window as unknown as ActivityWindow).__visualActivity().pending <= 0,
          undefined,
          { timeout: DATA_TIMEOUT_MS, polling: 20 },
        )
        .catch(() => {
          throw new PendingDataError(
            `A request of the story is still open after ${DATA_TIMEOUT_MS / 1000} s: answer it from the MSW fixtures, or hold it on purpose with loadingHandler() from @hemma/data/mocks`,
          );
        });
      await page.evaluate(
        ([quietMs, limitMs]) =>
          (window as unknown as ActivityWindow).__visualDomQuiet(quietMs, limitMs),
        [DATA_QUIET_MS, DATA_QUIET_LIMIT_MS] as const,
      );
      // New requests or newly observed elements (an area's product list that just mounted) need
      // another round; growth alone does not: every observer already saw the whole page.
      const after = await activity();
      if (after.fetches === before.fetches && after.observed === before.observed) return;
    }
    throw new UnsettledDataError(
      `The story still starts requests or observes new elements after ${DATA_ROUNDS} rounds of waiting for its data`,
    );
  } finally {
    if (grown) await page.setViewportSize(size);
  }
}

/** For parameters.visual.capture's element. */
export const partScreenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
} as const;

export const screenshotOptions = { ...partScreenshotOptions, fullPage: true } as const;

/** Two frames at 60 Hz. */
const TWO_FRAMES_MS = 34;

/**
 * Runs a full-page capture the page does not notice (see __visualCapturing): Chromium resizes
 * the page while it captures beyond the viewport.
 */
export async function whileCapturing<T>(page: Page, capture: () => Promise<T>): Promise<T> {
  type CaptureWindow = { __visualCapturing(on: boolean): void };
  await page.evaluate(() => (window as unknown as CaptureWindow).__visualCapturing(true));
  try {
    return await capture();
  } finally {
    // The resize back reaches the page in its next frame; listen again two frames later. Waited
    // in real time from here, not with the page's requestAnimationFrame: that one runs on
    // Playwright's clock, and a wait on it after a capture hung until the 30 s test limit twice
    // (session 29 on a loaded machine; rehearsal 30c on a quiet one,
    // pages-account--wrong-current-password).
    await page.waitForTimeout(TWO_FRAMES_MS);
    await page.evaluate(() => (window as unknown as CaptureWindow).__visualCapturing(false));
  }
}

const captureFullPage = (page: Page) =>
  whileCapturing(page, () => page.screenshot(screenshotOptions));

/**
 * Runs the page's timers ahead in simulated time, step by step, until a step changes nothing:
 * a story still moving by script (a creeping progress bar, a ticker) is caught in its final
 * state whatever the machine's load, and one that never comes to rest is reported. A story that
 * is already still costs one step. When the DOM keeps changing without end (a bar creeping by a
 * millionth a tick), what counts is whether the pixels still change from one step to the next.
 */
async function settleTimers(page: Page): Promise<{ afterData: string; afterTimers: string }> {
  type Watch = {
    __visualWatchStart(): void;
    __visualWatchStop(): Promise<boolean>;
    __visualActivityKey(): string;
  };
  // Each watch reads the story's requests and observed elements too (for bringToRest): one call
  // to the page where there were two.
  let afterData: string | undefined;
  let elapsed = 0;
  for (let step = 0; step < DOM_STEPS; step += 1, elapsed += SETTLE_STEP_MS) {
    const started = await page.evaluate(() => {
      (window as unknown as Watch).__visualWatchStart();
      return (window as unknown as Watch).__visualActivityKey();
    });
    afterData ??= started;
    await page.clock.runFor(SETTLE_STEP_MS);
    const stopped = await page.evaluate(async () => ({
      changed: await (window as unknown as Watch).__visualWatchStop(),
      activity: (window as unknown as Watch).__visualActivityKey(),
    }));
    if (!stopped.changed) return { afterData, afterTimers: stopped.activity };
  }
  let previous = await captureFullPage(page);
  for (; elapsed < SETTLE_LIMIT_MS; elapsed += SETTLE_STEP_MS) {
    await page.clock.runFor(SETTLE_STEP_MS);
    const next = await captureFullPage(page);
    if (next.equals(previous)) {
      const afterTimers = await page.evaluate(() =>
        (window as unknown as Watch).__visualActivityKey(),
      );
      return { afterData: afterData!, afterTimers };
    }
    previous = next;
  }
  throw new UnsettledStoryError(
    `The story still changes after ${SETTLE_LIMIT_MS / 1000} s of simulated time: make it come to rest, or tag it no-visual with parameters.visual.reason`,
  );
}

const REST_ROUNDS = 3;

/**
 * Data first, then timers; when running the timers ahead made the story ask for more (a part
 * that remounted and observes its element again, a request started by a timer), both again.
 */
export async function bringToRest(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  for (let round = 0; round < REST_ROUNDS; round += 1) {
    await awaitStoryData(page, size);
    const { afterData, afterTimers } = await settleTimers(page);
    if (afterTimers === afterData) return;
  }
  throw new UnsettledDataError(
    `Running the story's timers keeps bringing new requests or observed elements (${REST_ROUNDS} rounds)`,
  );
}
