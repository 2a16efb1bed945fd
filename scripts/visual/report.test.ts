import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from './plan.ts';
import { writeReport, type ReportInput } from './report.ts';

const snapshot = (storyId: string, channel: string): Snapshot => ({
  key: `${storyId}/${channel}-phone`,
  storyId,
  title: 'UI/Button',
  name: 'Default <b>',
  channel,
  viewport: 'phone',
  width: 375,
  axe: false,
  screenshot: true,
  height: 812,
  maxDiffPixels: 0,
});

describe('writeReport', () => {
  it('shows baseline, actual and diff side by side per changed snapshot, plus new and stale ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'visual-report-'));
    await writeFile(join(dir, 'base.png'), 'b');
    await writeFile(join(dir, 'actual.png'), 'a');
    const input: ReportInput = {
      changed: [
        {
          snapshot: snapshot('ui-button--default', 'se'),
          diffPixels: 800,
          baselineSize: '375x812',
          actualSize: '375x812',
          baselinePath: join(dir, 'base.png'),
          actualPath: join(dir, 'actual.png'),
          diffPng: Buffer.from('d'),
        },
      ],
      added: [{ snapshot: snapshot('ui-modal--open', 'com'), actualPath: join(dir, 'actual.png') }],
      addedFail: true,
      stale: [
        {
          key: 'ui-old--story/se-phone',
          baselinePath: '.visual/baseline/ui-old--story/se-phone.png',
        },
      ],
      staleFail: true,
      errors: [{ key: 'ui-x--y/se-phone', message: 'Boom <script>' }],
      problems: [],
      skipped: [],
      summary: '3 snapshots',
    };
    const index = await writeReport(join(dir, 'report'), input);
    const html = await readFile(index, 'utf8');
    expect(html).toContain('Changed (1)');
    expect(html).toContain('800 pixels differ');
    for (const kind of ['baseline', 'actual', 'diff']) {
      expect(html).toContain(`images/ui-button--default/se-phone.${kind}.png`);
      expect(
        (
          await stat(join(dir, 'report', `images/ui-button--default/se-phone.${kind}.png`))
        ).isFile(),
      ).toBe(true);
    }
    expect(html).toContain('Stories to look at (2)');
    expect(html).toContain('href="#ui-button--default/se-phone"');
    expect(html).toContain('id="ui-modal--open/com-phone"');
    expect(html).toContain('New snapshots without a baseline (1)');
    expect(html).toContain('Stale baselines (1)');
    expect(html).toContain('Boom &lt;script&gt;');
    expect(html).toContain('Default &lt;b&gt;');
    expect(html).not.toContain('<script>');
  });
});
