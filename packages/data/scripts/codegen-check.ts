/**
 * Fails when src/generated is stale: regenerates into a temporary folder and compares file by file.
 * Run by `pnpm test`, so CI catches an operation or schema change without a fresh `pnpm codegen`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/generated';
const fresh = mkdtempSync(join(tmpdir(), 'hemma-codegen-'));

try {
  execFileSync('graphql-codegen', ['--config', 'codegen.ts', '--silent'], {
    env: { ...process.env, CODEGEN_OUT: `${fresh}/` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const names = new Set([...readdirSync(committed), ...readdirSync(fresh)]);
  const stale = [...names].filter((name) => {
    const read = (dir: string) => {
      try {
        return readFileSync(join(dir, name), 'utf8');
      } catch {
        return undefined;
      }
    };
    return read(committed) !== read(fresh);
  });
  if (stale.length > 0) {
    console.error(
      `Generated code is stale (${stale.join(', ')}): run \`pnpm --filter @hemma/data codegen\` and commit.`,
    );
    process.exitCode = 1;
  } else {
    console.log('Generated code is up to date.');
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
