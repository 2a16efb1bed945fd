import { describe, expect, it } from 'vitest';
import { processKind } from './cpuByProcess.mjs';

const chromium = '/work/node_modules/.cache/hemma-chromium/153.0.0/chromium';

describe('processKind', () => {
  it("names Chromium's processes by their type, the browser process by default", () => {
    expect(processKind([chromium, '--type=renderer', '--headless=old'])).toBe('chromium renderer');
    expect(processKind([chromium, '--type=gpu-process'])).toBe('chromium gpu-process');
    expect(processKind([chromium, '--disable-gpu', '--remote-debugging-pipe'])).toBe(
      'chromium browser',
    );
  });

  it('names a Node script by its package and file, skipping the flags before it', () => {
    expect(
      processKind([
        'node',
        '--conditions=development',
        '/w/node_modules/.pnpm/vitest@4.1.12_x/node_modules/vitest/dist/workers/forks.js',
      ]),
    ).toBe('node vitest forks.js');
    expect(processKind(['node', '/w/node_modules/.bin/../typescript/bin/tsc', '-p', 'x'])).toBe(
      'node typescript tsc',
    );
    expect(processKind(['/usr/bin/node', '/w/node_modules/@playwright/test/cli.js', 'test'])).toBe(
      'node @playwright/test cli.js',
    );
    expect(processKind(['node', '/w/apps/storefront/server.mjs'])).toBe(
      'node storefront/server.mjs',
    );
  });

  it('names anything else by its executable, also when the process set its own title', () => {
    expect(processKind(['/usr/lib/postgresql/15/bin/postgres', '-D', '/tmp/x'])).toBe('postgres');
    expect(processKind(['npm exec tsc -p packages/ui/tsconfig.json'])).toBe('npm');
    expect(processKind([])).toBe('(no command line: kernel threads)');
  });
});
