// One traced page load the way the hydration benchmarks see a phone: Lighthouse's mobile viewport
// and 4x CPU slowdown, in a context of its own.

const timelineCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
];

/** Adds the sampled JavaScript profile, for what ran inside each task. */
export const profiledCategories = [
  ...timelineCategories,
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Loads `url` and returns the trace's events once `settle(page)` has resolved. `cookies` are set
 * first (a cart for the cart pages); requests whose URL matches `block` fail (the web font, to
 * see what its swap costs).
 */
export async function tracePhoneLoad(
  browser,
  url,
  { cookies = [], categories = timelineCategories, settle, block },
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    if (block) await context.route(block, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await context.close();
  }
}
