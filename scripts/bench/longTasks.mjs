// Long-task report (not a test): one load of a page in real Chromium with its CPU slowed 4x on a
// phone viewport, and for each task of 50 ms or more what the browser did in it (trace events:
// layout, style, script evaluation) and which functions ran (a sampled profile, inclusive and self
// milliseconds). Use it to find what a figure of bench:hydration or bench:lighthouse is made of.
//
//   pnpm bench:long-tasks [--min 50] [--top 15] [--block woff2] [--base http://127.0.0.1:3000] [page ...]
//
// --block fails the requests whose URL contains the text (`--block woff2`: the page without its web
// font, to see what the font's swap costs).
//
// Starts the shop like bench:lighthouse (build first; see lighthouse.mjs). Function names are the
// minified ones: build with HEMMA_SOURCEMAP=1 to map them (scripts/budget/README.md).
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { benchPages } from './pages.mjs';
import { profiledCategories, tracePhoneLoad } from './phoneTrace.mjs';
import { startBenchStack, takeOption } from './stack.mjs';

const args = process.argv.slice(2);
const minTaskMs = Number(takeOption(args, 'min', 50));
const top = Number(takeOption(args, 'top', 15));
const blocked = takeOption(args, 'block', '');
const only = args;
const { base, stop } = await startBenchStack(takeOption(args, 'base', ''));
const pages = benchPages.filter((page) => only.length === 0 || only.includes(page.name));

const frameName = ({ functionName, url, lineNumber, columnNumber }) =>
  `${functionName || '(anonymous)'} ${(url || '').split('/').pop()}:${lineNumber}:${columnNumber}`;

/** The sampled profile's samples as [timestamp, node id], with its nodes and their parents. */
function profileOf(events, pid) {
  const nodes = new Map();
  const parents = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parents.set(node.id, node.parent);
    }
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index];
      samples.push([time, id]);
    });
  }
  return { nodes, parents, samples };
}

function add(map, key, ms) {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function topOf(map, count) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(7)}  ${key}`);
}

/** Events that only wrap a task's work (the task itself, the message that started it). */
const wrappers = /RunTask|mojo message/;

function report(events) {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'ProfileChunk'),
  );
  const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid);
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  );
  const at = (ts) => Math.round((ts - start.ts) / 1000);
  console.log(`first contentful paint at ${paint ? at(paint.ts) : '?'} ms`);
  const { nodes, parents, samples } = profileOf(events, main.pid);
  const tasks = events.filter(
    (event) => onMain(event) && event.name === 'RunTask' && event.dur / 1000 >= minTaskMs,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const work = new Map();
    for (const event of events)
      if (
        onMain(event) &&
        event.ph === 'X' &&
        !wrappers.test(event.name) &&
        event.ts >= task.ts &&
        event.ts < end
      )
        add(work, event.name, (event.dur ?? 0) / 1000);
    const inside = samples.filter(([time]) => time >= task.ts && time <= end);
    const perSample = inside.length ? task.dur / 1000 / inside.length : 0;
    const inclusive = new Map();
    const self = new Map();
    for (const [, id] of inside) {
      const seen = new Set();
      for (let node = nodes.get(id), first = true; node; node = nodes.get(parents.get(node.id))) {
        const name = frameName(node.callFrame);
        if (first) add(self, name, perSample);
        first = false;
        if (!seen.has(name)) add(inclusive, name, perSample);
        seen.add(name);
      }
    }
    console.log(`\n${(task.dur / 1000).toFixed(0)} ms task at ${at(task.ts)} ms`);
    console.log(
      `  browser work: ${topOf(work, 6)
        .map((line) => line.trim())
        .join(' | ')}`,
    );
    console.log(`  self:\n${topOf(self, top).join('\n')}`);
    console.log(`  inclusive:\n${topOf(inclusive, top).join('\n')}`);
  }
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const page of pages) {
    const url = `${base}${page.path}`;
    await fetch(url).catch(() => undefined);
    const events = await tracePhoneLoad(browser, url, {
      categories: profiledCategories,
      // The work after load: hydration's last parts, idle callbacks.
      settle: (tab) => tab.waitForTimeout(4_000),
      block: blocked ? (requestUrl) => requestUrl.href.includes(blocked) : undefined,
    });
    console.log(
      `\n# ${page.name} ${page.path}${blocked ? ` (requests for "${blocked}" blocked)` : ''}`,
    );
    report(events);
  }
} finally {
  await browser.close();
  stop();
}
