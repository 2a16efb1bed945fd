import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DIFF_PIXELS } from './compare.ts';
import { planSnapshots, type IndexEntry, type StoryMetadata } from './plan.ts';

const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1300, height: 900 },
  tablet: { width: 768, height: 1024 },
};
const phone = { width: 375, height: 812 };
const desktop = { width: 1300, height: 900 };
const modes = {
  'se phone': { channel: 'se', viewport: phone },
  'se desktop': { channel: 'se', viewport: desktop },
  'com phone': { channel: 'com', viewport: phone },
  'com desktop': { channel: 'com', viewport: desktop },
};
const channels = ['se', 'com', 'side-by-side'];

function story(id: string, tags = ['dev', 'test']): IndexEntry {
  return { id, title: 'UI/Button', name: id, type: 'story', tags };
}

function meta(id: string, overrides: Partial<StoryMetadata> = {}): [string, StoryMetadata] {
  return [id, { id, visual: {}, chromatic: { modes }, viewports, ...overrides }];
}

describe('planSnapshots', () => {
  it('takes every story in both channels at phone and desktop, and leaves docs out', () => {
    const entries: IndexEntry[] = [
      { id: 'ui-button--docs', title: 'UI/Button', name: 'Docs', type: 'docs' },
      story('ui-button--default'),
    ];
    const plan = planSnapshots(entries, new Map([meta('ui-button--default')]), channels);
    expect(plan.stories).toBe(1);
    expect(plan.problems).toEqual([]);
    expect(plan.snapshots.map((s) => `${s.key} ${s.width}x${s.height}`)).toEqual([
      'ui-button--default/se-phone 375x812',
      'ui-button--default/se-desktop 1300x900',
      'ui-button--default/com-phone 375x812',
      'ui-button--default/com-desktop 1300x900',
    ]);
    // Axe once per channel, at the widest viewport.
    expect(plan.snapshots.filter((s) => s.axe).map((s) => s.key)).toEqual([
      'ui-button--default/se-desktop',
      'ui-button--default/com-desktop',
    ]);
  });

  it('follows a story that adds a viewport and turns one off (Chromatic mode semantics)', () => {
    const storyModes = {
      ...modes,
      'com phone': { disable: true },
      'se tablet': { channel: 'se', viewport: 768 },
    };
    const plan = planSnapshots(
      [story('a--b')],
      new Map([meta('a--b', { chromatic: { modes: storyModes } })]),
      channels,
    );
    expect(plan.snapshots.map((s) => s.key)).toEqual([
      'a--b/se-phone',
      'a--b/se-desktop',
      'a--b/com-desktop',
      'a--b/se-tablet',
    ]);
  });

  it('reads viewports the way Chromatic does: a width, a px string or { width, height }', () => {
    const wide = {
      a: { channel: 'com', viewport: 1600 },
      b: { channel: 'com', viewport: '768px' },
      c: { channel: 'com', viewport: { width: '1300px', height: 700 } },
      d: { channel: 'com' },
    };
    const plan = planSnapshots(
      [story('a--b')],
      new Map([meta('a--b', { chromatic: { modes: wide } })]),
      channels,
    );
    expect(plan.snapshots.map((s) => [s.key, s.width, s.height])).toEqual([
      ['a--b/com-1600px', 1600, 900],
      ['a--b/com-tablet', 768, 1024],
      ['a--b/com-1300x700', 1300, 700],
      ['a--b/com-1200px', 1200, 900],
    ]);
  });

  it('leaves out a story tagged no-visual when it says why', () => {
    const plan = planSnapshots(
      [story('a--b', ['test', 'no-visual'])],
      new Map([meta('a--b', { visual: { reason: 'Shows a live video stream' } })]),
      channels,
    );
    // No screenshot, but its play function and axe still run once per channel.
    expect(plan.snapshots.map((s) => [s.key, s.screenshot, s.axe])).toEqual([
      ['a--b/se-checks', false, true],
      ['a--b/com-checks', false, true],
    ]);
    expect(plan.skipped).toEqual([{ storyId: 'a--b', reason: 'Shows a live video stream' }]);
    expect(plan.problems).toEqual([]);
  });

  it('fails a story left out without a reason, also through chromatic.disableSnapshot', () => {
    const plan = planSnapshots(
      [story('a--b', ['test', 'no-visual']), story('c--d')],
      new Map([meta('a--b'), meta('c--d', { chromatic: { modes, disableSnapshot: true } })]),
      channels,
    );
    expect(plan.problems).toEqual([
      expect.stringContaining('a--b: left out of visual tests without a reason'),
      expect.stringContaining('c--d: left out of visual tests without a reason'),
    ]);
  });

  it('fails a story that tolerates more differing pixels than the default without a reason', () => {
    const byDefault = planSnapshots([story('a--b')], new Map([meta('a--b')]), channels);
    expect(byDefault.snapshots[0]?.maxDiffPixels).toBe(DEFAULT_MAX_DIFF_PIXELS);
    const plan = planSnapshots(
      [story('a--b')],
      new Map([meta('a--b', { visual: { maxDiffPixels: 20 } })]),
      channels,
    );
    expect(plan.problems).toEqual([
      expect.stringContaining('tolerates 20 differing pixels without a reason'),
    ]);
  });

  it('fails a story that test-storybook skips (no play function, no axe check)', () => {
    const plan = planSnapshots([story('a--b', ['dev'])], new Map([meta('a--b')]), channels);
    expect(plan.problems).toEqual([expect.stringContaining('a--b: not tagged "test"')]);
  });

  it('names unknown viewports and channels', () => {
    const bad = { x: { channel: 'se', viewport: 'phone' }, y: { channel: 'dk', viewport: phone } };
    const plan = planSnapshots(
      [story('a--b')],
      new Map([meta('a--b', { chromatic: { modes: bad } })]),
      channels,
    );
    expect(plan.problems).toEqual([
      expect.stringContaining('mode "x" has an unreadable viewport "phone"'),
      expect.stringContaining('mode "y" has an unknown channel "dk"'),
    ]);
  });

  it('reports a story the preview could not load', () => {
    const plan = planSnapshots([story('a--b')], new Map(), channels);
    expect(plan.problems).toEqual(['a--b: the story could not be loaded in the preview']);
  });
});
