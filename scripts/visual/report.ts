import { mkdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DiffBox } from './compare.ts';
import type { SkippedStory, Snapshot } from './plan.ts';

export interface ChangedSnapshot {
  snapshot: Snapshot;
  diffPixels: number;
  diffBox?: DiffBox;
  baselineSize: string;
  actualSize: string;
  baselinePath: string;
  actualPath: string;
  diffPng: Buffer;
}

export interface ReportInput {
  changed: ChangedSnapshot[];
  /** Snapshots that have no baseline yet (failures in CI, new baselines locally). */
  added: { snapshot: Snapshot; actualPath: string }[];
  addedFail: boolean;
  /** Baseline files that no story produces any more. */
  stale: { key: string; baselinePath: string }[];
  staleFail: boolean;
  errors: { key: string; message: string }[];
  problems: string[];
  skipped: SkippedStory[];
  summary: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const figure = (src: string, caption: string) =>
  `<figure><figcaption>${escape(caption)}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(caption)}" loading="lazy"></a></figure>`;

const storyLink = (snapshot: Snapshot) =>
  `<a href="../../storybook-static/iframe.html?id=${encodeURIComponent(snapshot.storyId)}&amp;viewMode=story&amp;globals=channel:${encodeURIComponent(snapshot.channel)}">${escape(snapshot.title)} / ${escape(snapshot.name)}</a>`;

/** Changed and new snapshots grouped by story, in story order: what a reviewer opens first. */
export function failingStories(input: ReportInput): { first: Snapshot; keys: string[] }[] {
  const stories = new Map<string, { first: Snapshot; keys: string[] }>();
  for (const { snapshot } of [...input.changed, ...input.added]) {
    const story = stories.get(snapshot.storyId);
    if (story) story.keys.push(snapshot.key);
    else stories.set(snapshot.storyId, { first: snapshot, keys: [snapshot.key] });
  }
  return [...stories.values()]
    .map((story) => ({ ...story, keys: story.keys.sort() }))
    .sort((a, b) => a.first.storyId.localeCompare(b.first.storyId));
}

export function renderReport(
  input: ReportInput,
  imageOf: (key: string, kind: string) => string,
): string {
  const sections: string[] = [];
  const failing = failingStories(input);
  if (failing.length > 0) {
    sections.push(
      `<h2>Stories to look at (${failing.length})</h2><ul>${failing
        .map(
          (story) =>
            `<li>${storyLink(story.first)}: ${story.keys
              .map(
                (key) =>
                  `<a href="#${escape(key)}"><code>${escape(key.split('/')[1] ?? key)}</code></a>`,
              )
              .join(', ')}</li>`,
        )
        .join('')}</ul>`,
    );
  }
  if (input.problems.length > 0 || input.errors.length > 0) {
    sections.push(
      `<h2>Errors (${input.problems.length + input.errors.length})</h2><ul class="errors">${[
        ...input.problems.map((problem) => `<li>${escape(problem)}</li>`),
        ...input.errors.map(
          (error) =>
            `<li><code>${escape(error.key)}</code><pre>${escape(error.message)}</pre></li>`,
        ),
      ].join('')}</ul>`,
    );
  }
  if (input.changed.length > 0) {
    sections.push(
      `<h2>Changed (${input.changed.length})</h2>${input.changed
        .map(
          (change) => `<section id="${escape(change.snapshot.key)}">
<h3><code>${escape(change.snapshot.key)}</code> ${storyLink(change.snapshot)}</h3>
<p>${change.diffPixels} pixels differ; channel <b>${escape(change.snapshot.channel)}</b>, viewport <b>${escape(change.snapshot.viewport)}</b> (${change.snapshot.width}px)${
            change.baselineSize === change.actualSize
              ? ''
              : `; size changed from ${escape(change.baselineSize)} to ${escape(change.actualSize)}`
          }</p>
<div class="row">${figure(imageOf(change.snapshot.key, 'baseline'), 'Baseline')}${figure(imageOf(change.snapshot.key, 'actual'), 'Actual')}${figure(imageOf(change.snapshot.key, 'diff'), 'Difference')}</div>
</section>`,
        )
        .join('\n')}`,
    );
  }
  if (input.added.length > 0) {
    sections.push(
      `<h2>New snapshots without a baseline (${input.added.length})${input.addedFail ? '' : ': written as new baselines'}</h2><p>Nobody has looked at these yet: check each, then accept.</p>${input.added
        .map(
          (item) =>
            `<section id="${escape(item.snapshot.key)}"><h3><code>${escape(item.snapshot.key)}</code> ${storyLink(item.snapshot)}</h3><div class="row">${figure(imageOf(item.snapshot.key, 'actual'), 'Actual')}</div></section>`,
        )
        .join('\n')}`,
    );
  }
  if (input.stale.length > 0) {
    sections.push(
      `<h2>Stale baselines (${input.stale.length})</h2><p>No story produces these any more; <code>pnpm visual:accept</code> deletes them.</p><ul>${input.stale
        .map((item) => `<li><code>${escape(item.baselinePath)}</code></li>`)
        .join('')}</ul>`,
    );
  }
  if (input.skipped.length > 0) {
    sections.push(
      `<h2>Left out on purpose (${input.skipped.length})</h2><ul>${input.skipped
        .map((item) => `<li><code>${escape(item.storyId)}</code>: ${escape(item.reason)}</li>`)
        .join('')}</ul>`,
    );
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual test report</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f1d1a;background:#fff}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ccc}h3{font-size:14px;font-weight:600}
.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:0 0 auto;max-width:32%}figure img{max-width:100%;border:1px solid #999;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
figcaption{font-weight:600;margin-bottom:4px}
section{margin-bottom:28px}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px}
.errors li{margin-bottom:8px}
</style>
</head>
<body>
<h1>Visual test report</h1>
<p>${escape(input.summary)}</p>
<p>If every change and new snapshot is intended, accept them with <code>pnpm visual:accept</code> (the images of this run) or <code>pnpm test-visual --update</code> (capture again and accept); either writes only the missing or changed baselines.</p>
${sections.join('\n')}
</body>
</html>
`;
}

/** Writes a self-contained report folder (images copied next to index.html); returns its index path. */
export async function writeReport(reportDir: string, input: ReportInput): Promise<string> {
  await rm(reportDir, { recursive: true, force: true });
  const imageOf = (key: string, kind: string) => `images/${key}.${kind}.png`;
  const copies: Promise<void>[] = [];
  const place = async (key: string, kind: string, source: string | Buffer) => {
    const target = join(reportDir, imageOf(key, kind));
    await mkdir(dirname(target), { recursive: true });
    if (typeof source === 'string') await copyFile(source, target);
    else await writeFile(target, source);
  };
  for (const change of input.changed) {
    copies.push(place(change.snapshot.key, 'baseline', change.baselinePath));
    copies.push(place(change.snapshot.key, 'actual', change.actualPath));
    copies.push(place(change.snapshot.key, 'diff', change.diffPng));
  }
  for (const item of input.added) copies.push(place(item.snapshot.key, 'actual', item.actualPath));
  await Promise.all(copies);
  const index = join(reportDir, 'index.html');
  await mkdir(reportDir, { recursive: true });
  await writeFile(index, renderReport(input, imageOf));
  return index;
}
