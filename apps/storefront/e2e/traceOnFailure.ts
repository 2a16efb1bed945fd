import { afterEach } from 'vitest';
import { endTracesOfOpenContexts } from './browser';

// A failure in CI can rarely be reproduced at will: its trace shows what the page did instead.
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail' ? `${task.file.name}-${task.name}` : undefined;
  const written = await endTracesOfOpenContexts(failed);
  for (const path of written)
    console.error(`Trace of the failed test's page: apps/storefront/${path}`);
});
