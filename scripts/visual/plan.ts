import { DEFAULT_MAX_DIFF_PIXELS } from './compare.ts';

/**
 * Which screenshots to take: every story of the Storybook index, in every mode (channel x viewport)
 * its parameters ask for. Modes use Chromatic's own `parameters.chromatic.modes` shape, so one
 * parameter steers both this runner and Chromatic.
 */

/** An entry of storybook-static/index.json. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
  importPath?: string;
}

/** `parameters.visual` of a story. */
export interface VisualParameters {
  /** Why the story is not screenshotted (required with the `no-visual` tag). */
  reason?: string;
  /** Differing pixels tolerated; more than the default only with a reason. */
  maxDiffPixels?: number;
}

/** A viewport as Chromatic reads it: a width, or a width and height (numbers or '375px'). */
export type ModeViewport = number | string | { width?: number | string; height?: number | string };

/** A Chromatic mode: the globals a snapshot is taken with, and its viewport. */
export interface ModeSpec {
  channel?: string;
  viewport?: ModeViewport;
  disable?: boolean;
}

/** What the runner reads from a prepared story in the browser. */
export interface StoryMetadata {
  id: string;
  visual: VisualParameters;
  chromatic: { modes?: Record<string, ModeSpec | undefined>; disableSnapshot?: boolean };
  /** `parameters.viewport.options` by name: CSS pixel sizes. */
  viewports: Record<string, { width: number; height: number }>;
}

export interface Snapshot {
  /** `<story-id>/<channel>-<viewport>`, also the baseline's path without `.png`. */
  key: string;
  storyId: string;
  title: string;
  name: string;
  channel: string;
  viewport: string;
  width: number;
  height: number;
  maxDiffPixels: number;
  /** Run axe on this render: once per story and channel, at its widest viewport. */
  axe: boolean;
  /** Compare pixels; false for a story left out of the visual comparison, whose checks still run. */
  screenshot: boolean;
}

export interface SkippedStory {
  storyId: string;
  reason: string;
}

export interface Plan {
  stories: number;
  snapshots: Snapshot[];
  skipped: SkippedStory[];
  /** Stories whose set-up is wrong; the run fails on any. */
  problems: string[];
}

export const NO_VISUAL_TAG = 'no-visual';
/** Stories without the `test` tag are left out of test-storybook, so of play functions and axe. */
export const TEST_TAG = 'test';
/** Chromatic's defaults when a mode gives only a height, or no viewport. */
const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 900;

export function snapshotKey(storyId: string, channel: string, viewport: string): string {
  return `${storyId}/${channel}-${viewport}`;
}

function pixels(value: number | string | undefined): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\d+(px)?$/.test(value.trim()))
    return Number.parseInt(value, 10);
  return undefined;
}

/**
 * A mode's viewport in pixels, named after the Storybook viewport of the same size (phone,
 * desktop, ...) so that baseline files read `se-phone.png`; other sizes are named by their width.
 */
export function resolveViewport(
  viewport: ModeViewport | undefined,
  options: StoryMetadata['viewports'],
): { name: string; width: number; height: number } | string {
  const given = typeof viewport === 'object' ? viewport : { width: viewport };
  const width = given.width === undefined ? DEFAULT_WIDTH : pixels(given.width);
  const height = given.height === undefined ? undefined : pixels(given.height);
  if (width === undefined || (given.height !== undefined && height === undefined)) {
    return `unreadable viewport ${JSON.stringify(viewport)}: use a width in pixels or { width, height }`;
  }
  const named = Object.entries(options).find(
    ([, size]) => size.width === width && (height === undefined || size.height === height),
  );
  if (named) return { name: named[0], width, height: named[1].height };
  return {
    name: height === undefined ? `${width}px` : `${width}x${height}`,
    width,
    height: height ?? DEFAULT_HEIGHT,
  };
}

export function planSnapshots(
  entries: IndexEntry[],
  metadata: Map<string, StoryMetadata>,
  channels: string[],
): Plan {
  const plan: Plan = { stories: 0, snapshots: [], skipped: [], problems: [] };
  for (const entry of entries) {
    if (entry.type !== 'story') continue;
    plan.stories += 1;
    const tags = entry.tags ?? [];
    if (!tags.includes(TEST_TAG)) {
      plan.problems.push(
        `${entry.id}: not tagged "${TEST_TAG}", so its play function and axe check never run; remove the "!test" tag`,
      );
    }
    const meta = metadata.get(entry.id);
    if (!meta) {
      plan.problems.push(`${entry.id}: the story could not be loaded in the preview`);
      continue;
    }
    const skip = tags.includes(NO_VISUAL_TAG) || meta.chromatic.disableSnapshot === true;
    if (skip) {
      const reason = meta.visual.reason?.trim();
      if (reason) plan.skipped.push({ storyId: entry.id, reason });
      else
        plan.problems.push(
          `${entry.id}: left out of visual tests without a reason; set parameters.visual.reason`,
        );
      // Its play function and axe check still run, once per channel of its modes, without a screenshot.
      const modeChannels = Object.values(meta.chromatic.modes ?? {}).flatMap((mode) =>
        mode && mode.disable !== true && mode.channel && channels.includes(mode.channel)
          ? [mode.channel]
          : [],
      );
      for (const channel of new Set(modeChannels)) {
        plan.snapshots.push({
          key: snapshotKey(entry.id, channel, 'checks'),
          storyId: entry.id,
          title: entry.title,
          name: entry.name,
          channel,
          viewport: 'checks',
          width: DEFAULT_WIDTH,
          height: DEFAULT_HEIGHT,
          maxDiffPixels: 0,
          axe: true,
          screenshot: false,
        });
      }
      continue;
    }
    const maxDiffPixels = meta.visual.maxDiffPixels ?? DEFAULT_MAX_DIFF_PIXELS;
    if (maxDiffPixels > DEFAULT_MAX_DIFF_PIXELS && !meta.visual.reason?.trim()) {
      plan.problems.push(
        `${entry.id}: tolerates ${maxDiffPixels} differing pixels without a reason; set parameters.visual.reason`,
      );
    }
    const modes = Object.entries(meta.chromatic.modes ?? {}).filter(
      (pair): pair is [string, ModeSpec] => pair[1] !== undefined && pair[1].disable !== true,
    );
    if (modes.length === 0) {
      plan.problems.push(
        `${entry.id}: no modes to screenshot (parameters.chromatic.modes is empty)`,
      );
      continue;
    }
    const seen = new Set<string>();
    const storySnapshots: Snapshot[] = [];
    for (const [modeName, mode] of modes) {
      const viewport = resolveViewport(mode.viewport, meta.viewports);
      if (typeof viewport === 'string') {
        plan.problems.push(`${entry.id}: mode "${modeName}" has an ${viewport}`);
        continue;
      }
      if (!mode.channel || !channels.includes(mode.channel)) {
        plan.problems.push(
          `${entry.id}: mode "${modeName}" has an unknown channel ${JSON.stringify(mode.channel)} (known: ${channels.join(', ')})`,
        );
        continue;
      }
      const key = snapshotKey(entry.id, mode.channel, viewport.name);
      if (seen.has(key)) continue;
      seen.add(key);
      storySnapshots.push({
        key,
        storyId: entry.id,
        title: entry.title,
        name: entry.name,
        channel: mode.channel,
        viewport: viewport.name,
        width: viewport.width,
        height: viewport.height,
        maxDiffPixels,
        axe: false,
        screenshot: true,
      });
    }
    markAxeSnapshots(storySnapshots);
    plan.snapshots.push(...storySnapshots);
  }
  return plan;
}

/** Axe runs once per channel of a story, at its widest viewport (where most content shows). */
function markAxeSnapshots(snapshots: Snapshot[]): void {
  const widest = new Map<string, Snapshot>();
  for (const snapshot of snapshots) {
    const current = widest.get(snapshot.channel);
    if (!current || snapshot.width > current.width) widest.set(snapshot.channel, snapshot);
  }
  for (const snapshot of widest.values()) snapshot.axe = true;
}
