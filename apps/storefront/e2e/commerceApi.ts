import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './server';

const apiDirectory = join(dirname(fileURLToPath(import.meta.url)), '../../commerce-api');

/**
 * The dev tools key the test API is started with: the suites read the mail outbox and accept
 * reviews with it. The API has dev tools only when given one, and never in production (issue 21).
 */
export const E2E_DEV_TOOLS_KEY = 'hemma-e2e-dev-tools-key';

/**
 * The secret the test API shares with the shop (SHOP_API_SECRET): with it, the shop's proxies tell
 * the API each visitor's address, and the login throttle counts per visitor (issue 51).
 */
export const E2E_SHOP_API_SECRET = 'hemma-e2e-shop-api-secret-0123456789abcdef';

/** The admin key (ADMIN_API_KEY) of the test API: its admin flow issues impersonation login tokens. */
export const E2E_ADMIN_API_KEY = 'hemma-e2e-admin-api-key-0123456789abcdef';

/** Headers for a dev tools call (/dev/outbox, /dev/reviews) to the test API. */
export const devToolsHeaders = { 'x-dev-tools-key': E2E_DEV_TOOLS_KEY } as const;

export interface RunningCommerceApi {
  /** Origin of the API, e.g. http://127.0.0.1:41234 (auth lives under /auth, images under /images). */
  origin: string;
  /** The GraphQL endpoint to hand the shop as COMMERCE_API_URL. */
  graphqlUrl: string;
  stop: () => Promise<void>;
}

export interface CommerceApiOptions {
  /**
   * A data folder to copy before the start: the one the run seeded once (e2e/seedOnce.ts), so a
   * suite starts from the same catalogue, stock and users without seeding again.
   */
  copyOf?: string;
  /** Start on this folder and leave it behind on stop (seedOnce keeps what the API seeded). */
  keepIn?: string;
}

/**
 * Starts the built embedded commerce API on a free port with a database of its own: a copy of the
 * run's seeded one, or, on an empty folder, seeded anew (3 s on a quiet machine, 30 on a loaded one).
 */
export async function startCommerceApi({
  copyOf,
  keepIn,
}: CommerceApiOptions = {}): Promise<RunningCommerceApi> {
  const entry = join(apiDirectory, 'dist/main.js');
  if (!existsSync(entry))
    throw new Error(
      'No commerce-api build: run `pnpm --filter @hemma/commerce-api build` (test:e2e does) first.',
    );
  const dataDir = keepIn ?? mkdtempSync(join(tmpdir(), 'hemma-e2e-api-'));
  if (copyOf) cpSync(copyOf, dataDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: apiDirectory,
    // Dev tools on, explicitly and behind their own key: the suites read the outbox (password-reset
    // mails) and accept reviews. They exist only outside production, so this API runs in development.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEV_TOOLS_KEY: E2E_DEV_TOOLS_KEY,
      // The suites log in with the demo accounts and read their orders: asked for explicitly, as
      // they are seeded only outside production or when asked for (issue 51).
      SEED_DEMO_ACCOUNTS: '1',
      SHOP_API_SECRET: E2E_SHOP_API_SECRET,
      ADMIN_API_KEY: E2E_ADMIN_API_KEY,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const cleanUp = () => {
        if (!keepIn) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return cleanUp();
      child.once('exit', cleanUp);
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The commerce API exited: ${output}`);
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return { origin, graphqlUrl: `${origin}/graphql`, stop };
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  await stop();
  throw new Error(`The commerce API did not answer on ${origin}: ${output}`);
}
