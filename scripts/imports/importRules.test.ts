import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = resolve(import.meta.dirname, '../..');
const depcruise = join(repositoryRoot, 'node_modules/.bin/depcruise');
const config = join(repositoryRoot, '.dependency-cruiser.cjs');

/**
 * A throw-away tree with the repository's layout and one planted import per rule, so the rules
 * themselves are tried: `pnpm check-imports` over the real tree shows they pass on main.
 */
let tree: string;

function write(path: string, text: string) {
  const file = join(tree, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

interface Violation {
  rule: { name: string };
  from: string;
}

/** What one run of the same command as `pnpm check-imports` finds over the whole planted tree. */
let violations: Violation[] = [];

/** The rules broken by the modules under one folder of the planted tree. */
function violationsOf(folder: string): string[] {
  return violations
    .filter((violation) => violation.from.startsWith(`${folder}/`))
    .map((violation) => violation.rule.name);
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'hemma-import-rules-'));
  write('apps/storefront/app/config/shop.ts', 'export const shopName = "Hemma";\n');
  write('apps/commerce-api/src/main.ts', 'export const port = 4000;\n');
  write('packages/ui/src/components/Image/imageWidths.ts', 'export const widths = [320];\n');
  write(
    '.storybook/decorators.tsx',
    "import { shopName } from '../apps/storefront/app/config/shop';\nexport const name = shopName;\n",
  );
  write(
    'packages/shop/src/header/Header.tsx',
    "import { shopName } from '../../../../apps/storefront/app/config/shop';\nexport const name = shopName;\n",
  );
  write(
    'packages/widgets/src/Banner/Banner.tsx',
    "import { port } from '../../../../apps/commerce-api/src/main';\nexport const apiPort = port;\n",
  );
  write(
    'apps/commerce-api/src/images/imageService.ts',
    "import { widths } from '../../../../packages/ui/src/components/Image/imageWidths';\nexport const served = widths;\n",
  );
  write('packages/shop/src/labels/clean.ts', "export const clean = 'no imports';\n");
  const run = spawnSync(
    depcruise,
    ['packages', 'apps', '.storybook', '--config', config, '--output-type', 'json'],
    { cwd: tree, encoding: 'utf8' },
  );
  violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary
    .violations;
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('pnpm check-imports', () => {
  it('fails on an import from .storybook into the app', () => {
    expect(violationsOf('.storybook')).toContain('storybook-never-imports-apps');
  });

  it('fails on an import from a package into the app', () => {
    expect(violationsOf('packages/shop/src/header')).toContain('packages-never-import-apps');
    expect(violationsOf('packages/widgets/src/Banner')).toContain('packages-never-import-apps');
  });

  it('fails when the commerce API imports package source instead of reading contract/', () => {
    expect(violationsOf('apps/commerce-api/src/images')).toContain(
      'commerce-api-imports-no-package-source',
    );
  });

  it('passes a module that imports nothing across the boundaries', () => {
    expect(violationsOf('packages/shop/src/labels')).toEqual([]);
  });
});
