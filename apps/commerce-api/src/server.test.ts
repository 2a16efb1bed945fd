import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server';

const server = createServer();
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('commerce-api over HTTP', () => {
  it('answers /health', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the channels of both sales channels at /graphql', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'channels', query: 'query channels { channels { id } }' }),
    });
    const body = (await response.json()) as { data: { channels: { id: string }[] } };
    expect(body.data.channels.map((channel) => channel.id)).toEqual(['1|se', '3|com']);
  });
});
