import type { TestProject } from 'vitest/node';
import { startTestServer } from './startTestServer';

/** One seeded server for every test file: seeding once keeps the suite fast. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('apiUrl', server.url);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}
