import type { TestProject } from 'vitest/node';
import {
  startTestServer,
  TEST_API_KEY,
} from '../../../../apps/commerce-api/src/testing/startTestServer';

/** Starts the real embedded commerce API for the integration tests (Node side, outside jsdom). */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('commerceApi', { url: server.url, apiKey: TEST_API_KEY });
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    commerceApi: { url: string; apiKey: string };
  }
}
