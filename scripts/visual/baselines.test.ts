import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptActuals } from './baselines.ts';
import { listImageKeys } from './paths.ts';

async function put(dir: string, key: string, content: string) {
  const file = join(dir, `${key}.png`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function setUp() {
  const root = await mkdtemp(join(tmpdir(), 'visual-accept-'));
  const dirs = { actualDir: join(root, 'actual'), baselineDir: join(root, 'baseline') };
  await put(dirs.baselineDir, 'ui-button--default/se-phone', 'old');
  await put(dirs.baselineDir, 'ui-button--default/com-phone', 'same');
  await put(dirs.baselineDir, 'ui-button--removed/se-phone', 'gone');
  await put(dirs.actualDir, 'ui-button--default/se-phone', 'new');
  await put(dirs.actualDir, 'ui-button--default/com-phone', 'same');
  await put(dirs.actualDir, 'ui-modal--open/se-phone', 'added');
  await put(dirs.baselineDir, 'ui-modal--open/com-phone', 'within allowance');
  await put(dirs.actualDir, 'ui-modal--open/com-phone', 'one pixel off');
  const snapshots = [
    'ui-button--default/se-phone',
    'ui-button--default/com-phone',
    'ui-modal--open/se-phone',
    'ui-modal--open/com-phone',
  ];
  const changed = ['ui-button--default/se-phone', 'ui-modal--open/se-phone'];
  return { dirs, snapshots, changed };
}

describe('acceptActuals (pnpm visual:accept)', () => {
  it('copies the changed and new images over the baselines and deletes stale baselines after a full run', async () => {
    const { dirs, snapshots, changed } = await setUp();
    const result = await acceptActuals(
      { complete: true, storybookBuiltAt: 0, snapshots, changed },
      dirs,
    );
    expect(result).toEqual({
      updated: ['ui-button--default/se-phone'],
      added: ['ui-modal--open/se-phone'],
      deleted: ['ui-button--removed/se-phone'],
      unchanged: 2,
      missing: [],
    });
    expect(await listImageKeys(dirs.baselineDir)).toEqual(snapshots.slice().sort());
    expect(await readFile(join(dirs.baselineDir, 'ui-button--default/se-phone.png'), 'utf8')).toBe(
      'new',
    );
    // Within the anti-aliasing allowance: the baseline stays, so accepting does not churn files.
    expect(await readFile(join(dirs.baselineDir, 'ui-modal--open/com-phone.png'), 'utf8')).toBe(
      'within allowance',
    );
  });

  it('keeps baselines it cannot judge: other stories after a filtered run, and snapshots that failed to render', async () => {
    const { dirs } = await setUp();
    const snapshots = ['ui-button--default/se-phone', 'ui-button--broken/se-phone'];
    const result = await acceptActuals(
      { complete: false, storybookBuiltAt: 0, snapshots, changed: snapshots },
      dirs,
    );
    expect(result.deleted).toEqual([]);
    expect(result.missing).toEqual(['ui-button--broken/se-phone']);
    expect(await listImageKeys(dirs.baselineDir)).toContain('ui-button--removed/se-phone');
  });
});
