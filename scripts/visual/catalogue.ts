/**
 * What the visual suite renders: the stories of storybook-static/index.json, in which modes
 * (channel x viewport), and under which baseline names. Pure functions of the index and the
 * repository's files, so the Playwright projects, the stale-baseline check and their unit tests
 * agree on one list.
 */
import type { Route } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelList } from '../../packages/data/src/channels/registry.ts';
import { breakpoints } from '../../packages/ui/src/themes/constants.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const storybookDir = join(repoRoot, 'storybook-static');
export const baselineDir = join(repoRoot, '.visual', 'baseline');

/** An entry of storybook-static/index.json. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
  importPath?: string;
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: breakpoints.desktop, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;

export interface Mode {
  channel: string;
  viewport: ViewportName;
}

/** Every channel of the registry at phone and desktop: one Playwright project each. */
export function allModes(): Mode[] {
  return channelList().flatMap((channel) =>
    (Object.keys(viewports) as ViewportName[]).map((viewport) => ({
      channel: channel.key,
      viewport,
    })),
  );
}

export const projectName = (mode: Mode) => `${mode.channel}-${mode.viewport}`;

export const NO_VISUAL_TAG = 'no-visual';
/** Stories without the `test` tag are left out of play functions and axe everywhere. */
export const TEST_TAG = 'test';

export function readIndex(dir = storybookDir): IndexEntry[] {
  const file = join(dir, 'index.json');
  if (!existsSync(file)) {
    throw new Error(`No Storybook build in ${dir}: run \`pnpm build-storybook\` first`);
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const uiSource = `packages${sep}ui${sep}src${sep}`;
/** A media query on width in a stylesheet: `minWidth.tablet`, `maxWidth…`, `breakpoints.…`. */
const widthQuery = /\b(minWidth|maxWidth|breakpoints)\b/;

/**
 * Whether a story can look different on a phone than on a desktop. Layouts, pages, widgets and
 * the app's parts are drawn at both widths; a ui primitive only when a stylesheet in its own
 * folder has a width breakpoint (its stories are the same picture at any width otherwise).
 */
export function differsByWidth(entry: IndexEntry, root = repoRoot): boolean {
  if (!entry.importPath) return true;
  const storyFile = join(root, entry.importPath);
  if (!relative(root, storyFile).startsWith(uiSource)) return true;
  const folder = dirname(storyFile);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css.ts'))
    .some((name) => widthQuery.test(readFileSync(join(folder, name), 'utf8')));
}

/**
 * A story that pins its viewport (`globals: { viewport: ... }`) says so with one of these tags too:
 * it is drawn, played and checked at that width only (its play function reads that layout).
 */
export const VIEWPORT_TAGS: Record<ViewportName, string> = {
  phone: 'phone-only',
  desktop: 'desktop-only',
};

function pinnedViewport(entry: IndexEntry): ViewportName | undefined {
  return (Object.keys(VIEWPORT_TAGS) as ViewportName[]).find((viewport) =>
    (entry.tags ?? []).includes(VIEWPORT_TAGS[viewport]),
  );
}

/**
 * A story that draws every channel's theme itself (the token gallery, channels side by side) shows
 * the same picture whatever the toolbar's channel: it is screenshotted in the first channel only.
 */
export const EVERY_CHANNEL_TAG = 'draws-every-channel';

/** The modes a story is screenshotted in: every channel, at its pinned width, else desktop and phone where it differs. */
export function modesOf(entry: IndexEntry, modes: Mode[], root = repoRoot): Mode[] {
  const tags = entry.tags ?? [];
  if (tags.includes(NO_VISUAL_TAG)) return [];
  const firstChannel = modes[0]?.channel;
  const inChannel = tags.includes(EVERY_CHANNEL_TAG)
    ? modes.filter((mode) => mode.channel === firstChannel)
    : modes;
  const pinned = pinnedViewport(entry);
  if (pinned) return inChannel.filter((mode) => mode.viewport === pinned);
  const phoneToo = differsByWidth(entry, root);
  return inChannel.filter((mode) => mode.viewport === 'desktop' || phoneToo);
}

/** Where a story's play function and axe check run: its widest mode (a phone-only story at phone width). */
export function checksAt(entry: IndexEntry): ViewportName {
  return pinnedViewport(entry) ?? 'desktop';
}

/** The baseline's path below .visual/baseline, as Playwright's name segments. */
export function snapshotName(storyId: string, mode: Mode): [string, string] {
  return [storyId, `${mode.channel}-${mode.viewport}.png`];
}

/** Baselines (relative paths) that the current stories produce. */
export function expectedBaselines(entries: IndexEntry[], modes: Mode[], root = repoRoot) {
  return new Set(
    entries.flatMap((entry) =>
      modesOf(entry, modes, root).map((mode) => snapshotName(entry.id, mode).join('/')),
    ),
  );
}

/** Baselines on disk that no story produces any more. */
export function staleBaselines(expected: Set<string>, dir = baselineDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !expected.has(file))
    .sort();
}

/** Stories whose set-up would let a check pass unseen. */
export function storyProblems(entries: IndexEntry[]): string[] {
  return entries
    .filter((entry) => !(entry.tags ?? []).includes(TEST_TAG))
    .map(
      (entry) =>
        `${entry.id}: not tagged "${TEST_TAG}", so its play function and axe check never run; remove the "!test" tag`,
    );
}

/** A picture copied for stories at /images/<kind>/<width>/<file>.webp. */
export const picturePath = /\/images\/([a-z]+)\/(\d+)\/([a-z0-9-]+\.webp)$/;

/**
 * The widest copy of a requested picture, or undefined when the requested width does not exist
 * (the request then fails as it would in the shop, and the story shows it). Which srcset candidate
 * Chromium picks depends on what its image cache already holds from earlier stories in the same
 * page, and two copies scale to different pixels; the widest copy makes the candidate not matter.
 */
export function widestCopy(urlPath: string, dir = storybookDir): string | undefined {
  const match = picturePath.exec(urlPath);
  if (!match) return undefined;
  const [, kind, width, file] = match as unknown as [string, string, string, string];
  const kindDir = join(dir, 'images', kind);
  if (!existsSync(join(kindDir, width, file))) return undefined;
  return readdirSync(kindDir)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((name) => join(kindDir, name, file))
    .find((candidate) => existsSync(candidate));
}

export async function answerWithWidestCopy(route: Route): Promise<void> {
  const copy = widestCopy(new URL(route.request().url()).pathname);
  if (copy) await route.fulfill({ path: copy, headers: { 'cache-control': 'max-age=3600' } });
  else await route.continue();
}
