import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

const appDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The production build the e2e suites start: `build/`, or HEMMA_BUILD_DIR when a parallel run builds elsewhere. */
export const buildDirectory = resolve(appDirectory, process.env.HEMMA_BUILD_DIR || 'build');

export interface RunningShop {
  origin: string;
  /** The server process, for a test that reads its memory (/proc/{pid}/status). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the production server (`server.mjs`) of the last build with extra environment.
 * PUBLIC_ORIGIN, which production requires, is the server's own address unless `env` says otherwise.
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const serverBuild = join(buildDirectory, 'server/index.js');
  if (!existsSync(serverBuild))
    throw new Error('No production build: run `pnpm build` (the test:e2e script does) first.');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [join(appDirectory, 'server.mjs'), serverBuild],
    {
      cwd: appDirectory,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: origin,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The shop exited: ${output}`);
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return {
        origin,
        pid: child.pid!,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    } catch {
      await delay(100);
    }
  }
  child.kill('SIGTERM');
  throw new Error(`The shop did not answer on ${origin}: ${output}`);
}
