import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');
const guide = read('.storybook/docs/ThemingANewChannel.mdx');

/** The tests that do the guide's steps, and the example theme the guide shows verbatim. */
const designSystemTest = 'packages/ui/src/themes/examples/themingANewChannel.test.tsx';
const shopTest = 'apps/storefront/app/channels/themingANewChannel.test.tsx';
const exampleTheme = 'packages/ui/src/themes/examples/no/theme.css.ts';

/** The `key: value` lines of the guide's registry entry (step 4), as `key: value` without comments. */
function guideRegistryEntry(): string[] {
  const block =
    /4\. \*\*Add the channel to the registry\*\*[\s\S]*?```ts\n([\s\S]*?)```/.exec(guide)?.[1] ??
    '';
  return block
    .split('\n')
    .map((line) =>
      line
        .replace(/\/\/.*$/, '')
        .trim()
        .replace(/,$/, ''),
    )
    .filter((line) => /^\w+: /.test(line));
}

describe('Guides / Theming a new channel', () => {
  it('shows the example theme file word for word and names the two tests that follow its steps', () => {
    const shown =
      /1\. \*\*Write the theme as a complete delta\.\*\*[\s\S]*?```ts\n([\s\S]*?)\n```/.exec(
        guide,
      )?.[1];
    expect(shown).toBe(read(exampleTheme).trimEnd());
    for (const path of [designSystemTest, shopTest, exampleTheme]) {
      expect(guide).toContain(path);
      expect(existsSync(join(repositoryRoot, path))).toBe(true);
    }
  });

  it("gives the same registry entry in step 4 as the shop's test adds", () => {
    const entry = guideRegistryEntry();
    expect(entry.length).toBeGreaterThanOrEqual(9);
    const test = read(shopTest);
    for (const line of entry) expect(test).toContain(`${line},`);
  });

  it("registers the example theme in step 2 with the same entry as the design system's test", () => {
    const registration = /2\. \*\*Register it by name\*\*[\s\S]*?```ts\n\s*(\{[^\n]*\}),?\n/.exec(
      guide,
    )?.[1];
    expect(registration).toBeDefined();
    expect(read(designSystemTest).replace(/\s+/g, ' ')).toContain(
      (registration ?? '').replace(/\s+/g, ' '),
    );
  });
});
