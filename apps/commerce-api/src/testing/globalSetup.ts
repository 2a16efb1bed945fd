import type { TestProject } from 'vitest/node';
import { startTestServer } from './startTestServer';

/**
 * One seeded server for every test file: seeding once keeps the suite fast. The `postgres` project
 * runs the same files against the PostgreSQL server of TEST_DATABASE_URL (a database the tests
 * empty first); the `pglite` project against an in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer({
    databaseUrl: project.name === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
  });
  project.provide('apiUrl', server.url);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}
