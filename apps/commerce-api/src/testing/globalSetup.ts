import type { TestProject } from 'vitest/node';
import { holdDataFolders, type DataFolders } from './dataFolders';
import { startTestServer } from './startTestServer';

/**
 * One seeded server for every test file: seeding once keeps the suite fast. The `postgres` project
 * runs the same files against the PostgreSQL server of TEST_DATABASE_URL (a database the tests
 * empty first); the `pglite` project against PGlite, on a copy of the run's seeded data folder.
 * The data folders (testing/dataFolders.ts) are made once per run; the files that need a PGlite
 * server or database of their own start on copies of them.
 */
export default async function setup(project: TestProject) {
  const { folders, release } = await holdDataFolders();
  const server = await startTestServer(
    project.name === 'postgres'
      ? { databaseUrl: process.env.TEST_DATABASE_URL }
      : { copyOf: folders.seeded },
  );
  project.provide('apiUrl', server.url);
  project.provide('dataFolders', folders);
  return async () => {
    await server.close();
    await release();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dataFolders: DataFolders;
  }
}
