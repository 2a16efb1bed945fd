import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectedBaselines,
  checksAt,
  modesOf,
  snapshotName,
  staleBaselines,
  storyProblems,
  widestCopy,
  type IndexEntry,
  type Mode,
} from './catalogue.ts';

const modes: Mode[] = [
  { channel: 'se', viewport: 'phone' },
  { channel: 'se', viewport: 'desktop' },
  { channel: 'com', viewport: 'phone' },
  { channel: 'com', viewport: 'desktop' },
];

/** A repository with a ui primitive with and without a width breakpoint, and an app part. */
function fixtureRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'visual-catalogue-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('packages/ui/src/components/Tag/Tag.stories.tsx', '');
  write(
    'packages/ui/src/components/Tag/Tag.css.ts',
    "style({ '@media': { [reducedMotion]: { transition: 'none' } } })",
  );
  write('packages/ui/src/components/Pagination/Pagination.stories.tsx', '');
  write(
    'packages/ui/src/components/Pagination/Pagination.css.ts',
    "style({ '@media': { [minWidth.tablet]: { flexWrap: 'nowrap' } } })",
  );
  write('apps/storefront/app/features/cart/CartPanel.stories.tsx', '');
  return root;
}

const story = (id: string, importPath: string, tags = ['test']): IndexEntry => ({
  id,
  title: id,
  name: id,
  type: 'story',
  tags,
  importPath: `./${importPath}`,
});

describe('the modes of a story', () => {
  const root = fixtureRepo();
  const names = (entry: IndexEntry) =>
    modesOf(entry, modes, root).map((mode) => `${mode.channel}-${mode.viewport}`);

  it('draws a ui primitive without a width breakpoint once per channel, at desktop width', () => {
    expect(
      names(story('ui-tag--default', 'packages/ui/src/components/Tag/Tag.stories.tsx')),
    ).toEqual(['se-desktop', 'com-desktop']);
  });

  it('draws a ui primitive with a width breakpoint at phone and desktop in every channel', () => {
    expect(
      names(
        story(
          'ui-pagination--default',
          'packages/ui/src/components/Pagination/Pagination.stories.tsx',
        ),
      ),
    ).toEqual(['se-phone', 'se-desktop', 'com-phone', 'com-desktop']);
  });

  it('draws the app and widgets at phone and desktop in every channel', () => {
    expect(
      names(story('cart--open', 'apps/storefront/app/features/cart/CartPanel.stories.tsx')),
    ).toHaveLength(4);
  });

  it('draws a story pinned to a width at that width only, and checks it there', () => {
    const phoneOnly = story(
      'cart--phone',
      'apps/storefront/app/features/cart/CartPanel.stories.tsx',
      ['test', 'phone-only'],
    );
    const desktopOnly = story(
      'ui-pagination--wide',
      'packages/ui/src/components/Pagination/Pagination.stories.tsx',
      ['test', 'desktop-only'],
    );
    expect(names(phoneOnly)).toEqual(['se-phone', 'com-phone']);
    expect(names(desktopOnly)).toEqual(['se-desktop', 'com-desktop']);
    expect([checksAt(phoneOnly), checksAt(desktopOnly)]).toEqual(['phone', 'desktop']);
    expect(
      checksAt(story('cart--open', 'apps/storefront/app/features/cart/CartPanel.stories.tsx')),
    ).toBe('desktop');
  });

  it('draws a story that shows every channel itself in the first channel only', () => {
    expect(
      names(
        story('ui-theme--side-by-side', 'apps/storefront/app/features/cart/CartPanel.stories.tsx', [
          'test',
          'draws-every-channel',
        ]),
      ),
    ).toEqual(['se-phone', 'se-desktop']);
  });

  it('draws nothing for a story tagged no-visual', () => {
    expect(
      names(
        story('cart--gone', 'apps/storefront/app/features/cart/CartPanel.stories.tsx', [
          'test',
          'no-visual',
        ]),
      ),
    ).toEqual([]);
  });
});

describe('baselines', () => {
  it('names a baseline by story, channel and viewport', () => {
    expect(snapshotName('ui-tag--default', { channel: 'com', viewport: 'desktop' })).toEqual([
      'ui-tag--default',
      'com-desktop.png',
    ]);
  });

  it('lists a baseline that no story or mode produces as stale', () => {
    const root = fixtureRepo();
    const baselines = join(root, '.visual', 'baseline');
    for (const file of [
      'ui-tag--default/se-desktop.png',
      'ui-tag--default/se-phone.png',
      'ui-gone--x/se-desktop.png',
    ]) {
      mkdirSync(join(baselines, file, '..'), { recursive: true });
      writeFileSync(join(baselines, file), '');
    }
    const expected = expectedBaselines(
      [story('ui-tag--default', 'packages/ui/src/components/Tag/Tag.stories.tsx')],
      modes,
      root,
    );
    expect(staleBaselines(expected, baselines)).toEqual([
      'ui-gone--x/se-desktop.png',
      'ui-tag--default/se-phone.png',
    ]);
  });
});

describe('stories without their checks', () => {
  it('names a story whose play function and axe check would never run', () => {
    expect(storyProblems([story('a--b', 'x.stories.tsx', ['dev'])])).toEqual([
      'a--b: not tagged "test", so its play function and axe check never run; remove the "!test" tag',
    ]);
  });
});

describe('pictures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'visual-pictures-'));
  for (const width of ['320', '640', '1280']) {
    mkdirSync(join(dir, 'images', 'product', width), { recursive: true });
    if (width !== '1280') writeFileSync(join(dir, 'images', 'product', width, 'sofa.webp'), '');
  }

  it('answers an existing width with the widest copy of the picture', () => {
    expect(widestCopy('/images/product/320/sofa.webp', dir)).toBe(
      join(dir, 'images', 'product', '640', 'sofa.webp'),
    );
  });

  it('lets a width that does not exist fail as it would in the shop', () => {
    expect(widestCopy('/images/product/160/sofa.webp', dir)).toBeUndefined();
  });
});
