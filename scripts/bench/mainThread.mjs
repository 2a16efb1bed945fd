// Main-thread figures of a page load from a Chromium performance trace (the JSON of
// Tracing / browser.startTracing): what the visitor's phone is busy with after the first paint.

/** Chromium counts a task over 50 ms as long; the part over 50 ms blocks input (total blocking time). */
const longTaskMs = 50;

/** The renderer thread that parsed the page: the CrRendererMain with the most HTML parsing. */
function pageMainThread(traceEvents) {
  const parsing = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'ParseHTML') continue;
    const key = `${event.pid}:${event.tid}`;
    parsing.set(key, (parsing.get(key) ?? 0) + 1);
  }
  const threads = traceEvents.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const counted = threads.map((thread) => ({
    thread,
    parsed: parsing.get(`${thread.pid}:${thread.tid}`) ?? 0,
  }));
  return counted.sort((a, b) => b.parsed - a.parsed)[0]?.thread;
}

/**
 * First contentful paint, and from it on: blocking time (the sum over tasks of their time past
 * 50 ms), the longest task and the time the thread was busy with tasks, all in milliseconds.
 * Null when the trace has no page thread or no first paint.
 */
export function mainThreadFigures(traceEvents) {
  const main = pageMainThread(traceEvents);
  if (!main) return null;
  const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
  const navigationStart = Math.max(
    ...traceEvents
      .filter((event) => event.name === 'navigationStart' && event.pid === main.pid)
      .map((event) => event.ts),
  );
  const paint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  );
  if (!paint || !Number.isFinite(navigationStart)) return null;
  const tasks = traceEvents.filter(
    (event) =>
      onMain(event) &&
      event.ph === 'X' &&
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ts >= paint.ts,
  );
  const durations = tasks.map((task) => task.dur / 1000);
  return {
    fcpMs: (paint.ts - navigationStart) / 1000,
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - longTaskMs), 0),
    longestMs: Math.max(0, ...durations),
    busyMs: durations.reduce((sum, ms) => sum + ms, 0),
  };
}
