import { describe, expect, it } from 'vitest';
import { mainThreadFigures } from './mainThread.mjs';

const page = { pid: 7, tid: 1 };
const other = { pid: 9, tid: 1 };
const task = (thread, ms, durationMs) => ({
  ...thread,
  ph: 'X',
  name: 'ThreadControllerImpl::RunTask',
  ts: ms * 1000,
  dur: durationMs * 1000,
});

/** A trace of two renderers: the page's (which parsed HTML) and an about:blank one with a long task. */
function trace(events) {
  return [
    { ...page, name: 'thread_name', ph: 'M', args: { name: 'CrRendererMain' } },
    { ...other, name: 'thread_name', ph: 'M', args: { name: 'CrRendererMain' } },
    { ...page, name: 'navigationStart', ph: 'R', ts: 100_000 },
    { ...page, name: 'ParseHTML', ph: 'X', ts: 120_000, dur: 5_000 },
    { ...page, name: 'firstContentfulPaint', ph: 'R', ts: 400_000 },
    task(other, 500, 900),
    ...events,
  ];
}

describe('mainThreadFigures', () => {
  it("counts only the page thread's tasks after the first paint, each beyond 50 ms", () => {
    const figures = mainThreadFigures(
      trace([
        task(page, 300, 200), // before the paint: not counted
        task(page, 450, 120),
        task(page, 700, 40),
        task(page, 900, 51),
      ]),
    );
    expect(figures).toEqual({ fcpMs: 300, blockingMs: 71, longestMs: 120, busyMs: 211 });
  });

  it('has no figures for a trace without a first paint', () => {
    expect(
      mainThreadFigures(trace([]).filter((event) => event.name !== 'firstContentfulPaint')),
    ).toBeNull();
    expect(mainThreadFigures([])).toBeNull();
  });
});
