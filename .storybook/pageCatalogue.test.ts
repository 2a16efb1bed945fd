import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const appRoot = join(repositoryRoot, 'apps/storefront/app');
const catalogue = readFileSync(join(repositoryRoot, '.storybook/docs/PageCatalogue.mdx'), 'utf8');

/** Storybook's id part: lower case, every run of other characters one dash. */
function idPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Storybook names a story after its export: 'LoggedInWithCart' is 'Logged In With Cart'. */
function storyName(exportName: string): string {
  return exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

function storyFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** The ids of every story under Pages/, by file. */
function pageStoryIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of storyFiles(appRoot)) {
    const source = readFileSync(file, 'utf8');
    const title = /^\s+title: '(Pages\/[^']+)'/m.exec(source)?.[1];
    if (!title) continue;
    for (const [, exportName] of source.matchAll(/^export const (\w+): Story\b/gm)) {
      ids.set(
        `${idPart(title)}--${idPart(storyName(exportName!))}`,
        relative(repositoryRoot, file),
      );
    }
  }
  return ids;
}

const linkedIds = new Set(
  Array.from(catalogue.matchAll(/\?path=\/story\/([a-z0-9-]+)/g), (match) => match[1]),
);

describe('the page catalogue (.storybook/docs/PageCatalogue.mdx)', () => {
  it('finds the page stories it checks', () => {
    const ids = pageStoryIds();
    expect(ids.get('pages-front-page--logged-in-with-cart')).toBe(
      'apps/storefront/app/stories/FrontPage.stories.tsx',
    );
    expect(ids.get('pages-account--reset-password')).toBe(
      'apps/storefront/app/features/account/AccountPages.stories.tsx',
    );
  });

  it('lists every page story', () => {
    const missing = [...pageStoryIds()]
      .filter(([id]) => !linkedIds.has(id))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('links only to page stories that exist', () => {
    const ids = pageStoryIds();
    expect([...linkedIds].filter((id) => !ids.has(id))).toEqual([]);
  });
});
