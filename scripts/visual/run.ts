/**
 * `pnpm test-visual`: renders every story of storybook-static in each of its modes (channel x
 * viewport), fails on a play function that throws or leaves unhandled errors, runs axe once per
 * story and channel (at its widest viewport), and compares each screenshot with its baseline in
 * .visual/baseline. On any failure it writes .visual/report/index.html and exits non-zero.
 *
 *   --filter <text>   only stories whose id contains <text> (repeatable)
 *   --workers <n>     pages in parallel (default 2, or VISUAL_WORKERS)
 *   --update          accept what was captured as the new baselines (same as running visual:accept)
 *   --storybook-dir <dir>  a static Storybook other than storybook-static/ (e.g. a CI artifact)
 *   --isolate         load the page afresh for every snapshot (slower; to rule out state between stories)
 *
 * A snapshot without a baseline fails (locally too: nobody has looked at it yet); `--update` writes
 * only the snapshots that are missing or changed. Stale baselines fail when CI is set.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { acceptActuals } from './baselines.ts';
import {
  isTimeout,
  launchBrowser,
  openCapturePage,
  readStoryMetadata,
  SnapshotPage,
} from './browser.ts';
import { describeBox } from './compare.ts';
import { judgeRender } from './confirm.ts';
import { planSnapshots, type IndexEntry, type Snapshot } from './plan.ts';
import {
  actualDir,
  baselineDir,
  imagePath,
  listImageKeys,
  manifestPath,
  repoRoot,
  reportDir,
  storybookDir,
  unstableDir,
  type Manifest,
} from './paths.ts';
import { writeReport, type ReportInput } from './report.ts';
import { serveStatic } from './server.ts';

const { values: args } = parseArgs({
  options: {
    filter: { type: 'string', multiple: true },
    workers: { type: 'string' },
    update: { type: 'boolean', default: false },
    isolate: { type: 'boolean', default: false },
    'storybook-dir': { type: 'string' },
  },
});
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const workerCount = Math.max(1, Number(args.workers ?? process.env.VISUAL_WORKERS ?? 2) || 2);
const filters = args.filter ?? [];
const sourceDir = args['storybook-dir'] ? resolve(args['storybook-dir']) : storybookDir;

async function ensureStorybookBuild(): Promise<void> {
  if (existsSync(join(sourceDir, 'index.json'))) return;
  if (sourceDir !== storybookDir) throw new Error(`No Storybook build in ${sourceDir}`);
  console.log('storybook-static/ is missing: building it (pnpm build-storybook)...');
  const build = spawnSync('pnpm', ['build-storybook'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('pnpm build-storybook failed');
}

/** Runs `task` over `items` with every worker taking the next item when it is free. */
async function runPool<W, T>(
  workers: W[],
  items: T[],
  task: (worker: W, item: T) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < items.length) {
        const item = items[next++] as T;
        await task(worker, item);
      }
    }),
  );
}

async function keepUnstableRender(key: string, actual: Buffer, diff: Buffer): Promise<void> {
  const path = imagePath(unstableDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, actual);
  await writeFile(path.replace(/\.png$/, '.diff.png'), diff);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A browser step that times out on a starved machine (a screenshot of a long page while other
 * jobs hold both cores) is tried once more from a fresh page load; what the story itself does
 * wrong (a render error, a page that never rests, a request that never ends) fails at once.
 */
async function captureWithRetry(
  worker: SnapshotPage,
  snapshot: Snapshot,
): Promise<Buffer | undefined> {
  try {
    return await worker.capture(snapshot);
  } catch (error) {
    if (!isTimeout(error)) throw error;
    console.log(`  retry: ${snapshot.key} (${(error as Error).message.split('\n')[0]})`);
    return worker.capture(snapshot);
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  await ensureStorybookBuild();
  const storybookBuiltAt = (await stat(join(sourceDir, 'index.json'))).mtimeMs;
  // A private copy (10 MB, well under a second): a rebuild by someone else mid-run cannot mix builds.
  const servedDir = await mkdtemp(join(tmpdir(), 'hemma-visual-storybook-'));
  await cp(sourceDir, servedDir, { recursive: true });
  const index = JSON.parse(await readFile(join(servedDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const entries = Object.values(index.entries).filter(
    (entry) => filters.length === 0 || filters.some((filter) => entry.id.includes(filter)),
  );

  const server = await serveStatic(servedDir);
  const browser = await launchBrowser();
  try {
    const pages = await Promise.all(
      Array.from({ length: workerCount }, () => openCapturePage(browser)),
    );
    const storyIds = entries.filter((entry) => entry.type === 'story').map((entry) => entry.id);
    const metadata = await readStoryMetadata(pages[0]!, server.url, storyIds);
    const plan = planSnapshots(entries, metadata.stories, metadata.channels);
    plan.problems.push(...metadata.failures);
    console.log(
      `Visual test: ${plan.stories} stories, ${plan.snapshots.length} renders (play function each, axe once per story and channel), ${plan.skipped.length} without screenshot on purpose, ${workerCount} pages in parallel.`,
    );

    const complete = filters.length === 0;
    if (complete) await rm(actualDir, { recursive: true, force: true });
    await mkdir(actualDir, { recursive: true });

    const input: ReportInput = {
      changed: [],
      added: [],
      // A story without a baseline fails everywhere: nobody has looked at it yet.
      addedFail: true,
      stale: [],
      staleFail: inCi,
      errors: [],
      problems: plan.problems,
      skipped: plan.skipped,
      summary: '',
    };
    // Grouped by channel and viewport, so that a page mostly switches stories in place.
    const queue = [...plan.snapshots].sort(
      (a, b) =>
        a.channel.localeCompare(b.channel) ||
        a.viewport.localeCompare(b.viewport) ||
        a.storyId.localeCompare(b.storyId),
    );
    await rm(unstableDir, { recursive: true, force: true });
    const unstable: string[] = [];
    const workers = pages.map((page) => new SnapshotPage(page, server.url, args.isolate));
    const captureStarted = performance.now();
    let done = 0;
    const durations: { key: string; ms: number }[] = [];
    await runPool(workers, queue, async (worker, snapshot: Snapshot) => {
      const actualPath = imagePath(actualDir, snapshot.key);
      const baselinePath = imagePath(baselineDir, snapshot.key);
      const snapshotStarted = performance.now();
      try {
        const actual = await captureWithRetry(worker, snapshot);
        if (!actual) return;
        await mkdir(dirname(actualPath), { recursive: true });
        await writeFile(actualPath, actual);
        const baseline = await readFile(baselinePath).catch(() => undefined);
        if (!baseline) {
          input.added.push({ snapshot, actualPath });
          return;
        }
        const verdict = await judgeRender(
          baseline,
          actual,
          () => captureWithRetry(worker, snapshot),
          { maxDiffPixels: snapshot.maxDiffPixels },
        );
        if (verdict.kind === 'equal') return;
        await writeFile(actualPath, verdict.actual);
        if (verdict.kind === 'unstable') {
          const { diffPixels, diffBox, diffPng } = verdict.first;
          unstable.push(
            `${snapshot.key} (${diffPixels} pixels, ${describeBox(diffBox)}, on the first render; the fresh render matches the baseline)`,
          );
          await keepUnstableRender(snapshot.key, actual, diffPng);
          console.log(`  unstable: ${unstable.at(-1)}`);
          return;
        }
        const { comparison } = verdict;
        input.changed.push({ snapshot, baselinePath, actualPath, ...comparison });
        console.log(
          `  changed: ${snapshot.key} (${comparison.diffPixels} pixels, ${describeBox(comparison.diffBox)})`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        input.errors.push({ key: snapshot.key, message });
        console.log(`  error: ${snapshot.key}: ${message.split('\n').slice(0, 4).join(' | ')}`);
      } finally {
        durations.push({ key: snapshot.key, ms: performance.now() - snapshotStarted });
        done += 1;
        if (done % 50 === 0) console.log(`  ${done}/${plan.snapshots.length}`);
      }
    });
    const captureMs = performance.now() - captureStarted;

    const screenshots = plan.snapshots.filter((snapshot) => snapshot.screenshot);
    const axeRuns = plan.snapshots.filter((snapshot) => snapshot.axe).length;
    const captured = screenshots.map((snapshot) => snapshot.key);
    const manifest: Manifest = {
      complete,
      storybookBuiltAt,
      snapshots: captured,
      changed: [...input.changed, ...input.added].map((item) => item.snapshot.key).sort(),
    };
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

    if (complete) {
      const wanted = new Set(captured);
      input.stale = (await listImageKeys(baselineDir))
        .filter((key) => !wanted.has(key))
        .map((key) => ({ key, baselinePath: relative(repoRoot, imagePath(baselineDir, key)) }));
    }
    for (const list of [input.changed, input.added])
      list.sort((a, b) => a.snapshot.key.localeCompare(b.snapshot.key));
    input.errors.sort((a, b) => a.key.localeCompare(b.key));

    const perSnapshot = plan.snapshots.length > 0 ? captureMs / plan.snapshots.length : 0;
    input.summary = `${plan.stories} stories: ${plan.snapshots.length} renders with play functions, ${axeRuns} of them with axe, ${screenshots.length} snapshots, in ${seconds(captureMs)} (${Math.round(perSnapshot)} ms a render, ${workerCount} pages); ${input.changed.length} changed, ${unstable.length} unstable, ${input.added.length} new, ${input.stale.length} stale, ${input.errors.length + input.problems.length} errors.`;

    if (args.update) {
      const result = await acceptActuals(manifest, { actualDir, baselineDir });
      for (const [label, keys] of [
        ['updated', result.updated],
        ['new', result.added],
        ['deleted (stale)', result.deleted],
      ] as const)
        for (const key of keys) console.log(`  ${label}: ${key}`);
      console.log(
        `Accepted: ${result.updated.length} updated, ${result.added.length} new, ${result.deleted.length} deleted stale baselines; ${result.unchanged} unchanged left as they were.`,
      );
      input.changed = [];
      input.added = [];
      input.stale = [];
    } else if (input.added.length > 0) {
      console.log(
        `${input.added.length} snapshots have no baseline (new stories or modes). Look at them in the report, then \`pnpm test-visual --update\` writes them (and only the missing or changed ones):`,
      );
      for (const item of input.added) console.log(`  new: ${item.snapshot.key}`);
    }
    if (input.stale.length > 0) {
      console.log(
        `${input.stale.length} stale baselines (no story produces them); \`pnpm visual:accept\` deletes them:`,
      );
      for (const item of input.stale) console.log(`  ${item.baselinePath}`);
    }

    const failed =
      input.changed.length > 0 ||
      input.errors.length > 0 ||
      input.problems.length > 0 ||
      input.added.length > 0 ||
      (inCi && input.stale.length > 0);
    for (const problem of input.problems) console.log(`  problem: ${problem}`);
    const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 5);
    if (slowest.length > 0) {
      console.log(
        `Slowest: ${slowest.map((item) => `${item.key} ${seconds(item.ms)}`).join(', ')}`,
      );
    }
    if (unstable.length > 0) {
      console.log(
        `${unstable.length} snapshots differed on their first render only (kept in ${relative(repoRoot, unstableDir)}; a story that renders two ways is a bug to find):`,
      );
      for (const line of unstable) console.log(`  unstable: ${line}`);
    }
    for (const change of input.changed)
      console.log(
        `  changed: ${change.snapshot.key} (${change.diffPixels} pixels, ${describeBox(change.diffBox)})`,
      );
    for (const error of input.errors) console.log(`  error: ${error.key}`);
    console.log(input.summary);
    console.log(`Total ${seconds(performance.now() - started)}.`);
    if (failed) {
      const report = await writeReport(reportDir, input);
      console.error(`Visual test FAILED. Report: ${report}`);
      return 1;
    }
    await rm(reportDir, { recursive: true, force: true });
    console.log('Visual test passed.');
    return 0;
  } finally {
    await browser.close();
    await server.close();
    await rm(servedDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
