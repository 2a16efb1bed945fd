import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { handlers } from '../mocks/handlers';

/**
 * The recorded fixtures over MSW for one test file, listening for the whole file; the names of the
 * operations it answered, in order, so a test can say what was asked of the API.
 */
export function fixtureServerForFile(): { operations: string[] } {
  const operations: string[] = [];
  const server = setupServer(...handlers);
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as { operationName: string };
    operations.push(body.operationName);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return { operations };
}
