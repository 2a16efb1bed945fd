import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');
const guide = read('.storybook/docs/AddingAPage.mdx');

const routeModule = 'apps/storefront/app/routes/summer-campaign.tsx';
const screenTable = 'apps/storefront/app/routing/screens.ts';
const englishMessages = 'packages/shop/src/labels/locales/en.json';

/** The first code block of a language after a section's heading. */
function blockAfter(heading: string, language: string): string {
  const section = guide.slice(guide.indexOf(heading));
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(section)?.[1];
  if (block === undefined) throw new Error(`No ${language} block after "${heading}"`);
  return block;
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

type Tree = { [key: string]: string | Tree };

/** Every `a.b.c` key of a message tree with its text. */
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

describe('Guides / Adding a page', () => {
  it('shows the route module word for word', () => {
    expect(blockAfter('## 2. Write the route module', 'tsx')).toBe(read(routeModule).trimEnd());
  });

  it("shows the screen's row as it stands in the route table", () => {
    const row = blockAfter('## 1. Add the screen to the route table', 'ts');
    expect(row).toContain("name: 'summerCampaign'");
    expect(squeezed(read(screenTable))).toContain(squeezed(row));
  });

  it('shows texts the English messages have, and Swedish has the same keys', () => {
    const shown = flatten(JSON.parse(blockAfter('## 3. Add the texts', 'json')) as Tree);
    expect(shown.length).toBeGreaterThanOrEqual(7);
    const english = new Map(flatten(JSON.parse(read(englishMessages)) as Tree));
    const swedish = new Map(
      flatten(JSON.parse(read('packages/shop/src/labels/locales/sv.json')) as Tree),
    );
    for (const [key, text] of shown) {
      expect(english.get(key), key).toBe(text);
      expect(swedish.get(key), key).toBeTruthy();
    }
  });

  it('names every table a new screen joins, and the example has joined each', () => {
    const tables = [
      screenTable,
      'apps/storefront/app/routing/paths.test.ts',
      'apps/storefront/e2e/routes.test.ts',
      'apps/storefront/app/i18n/messages.test.ts',
      'apps/storefront/app/server/screenLoader.server.ts',
    ];
    for (const path of tables) {
      expect(guide).toContain(path);
      expect(existsSync(join(repositoryRoot, path)), path).toBe(true);
    }
    expect(read('apps/storefront/app/routing/paths.test.ts')).toMatch(
      /\['summerCampaign', \{\}, '\/campaign\/summer', '\/sv\/kampanj\/sommar'\]/,
    );
    expect(read('apps/storefront/e2e/routes.test.ts')).toContain("'summerCampaign'");
  });

  it('links the page in both languages at the paths of its row', () => {
    expect(guide).toContain('(/campaign/summer)');
    expect(guide).toContain('(/sv/kampanj/sommar)');
  });
});
