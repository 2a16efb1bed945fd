import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCommerceApi } from './commerceApi';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The commerce API's data folder as seeded once for this run; each suite starts on a copy. */
    seededApiData: string;
  }
}

/** Global setup: seeds the commerce API once per run instead of once per suite. */
export default async function seedOnce(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hemma-e2e-seed-'));
  const api = await startCommerceApi({ keepIn: dataDir });
  await api.stop();
  project.provide('seededApiData', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
