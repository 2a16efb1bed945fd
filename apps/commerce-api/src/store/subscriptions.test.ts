import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TEST_API_KEY } from '../testing/startTestServer';

/**
 * Issue 51: newsletter and back-in-stock sign-ups took anyone's email with no confirmation. Now a
 * sign-up mails a confirmation link (the outbox) and stays pending until it is followed.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ copyOf: inject('dataFolders').seeded });
});
afterAll(() => server?.close());

async function gql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function mails(email: string) {
  return server.db.query<{ subject: string; body: string }>(
    'select subject, body from outbox where email = $1 order by id desc',
    [email],
  );
}

const follow = async (link: string | undefined) => {
  const response = await fetch(`${server.url}${link ?? '/subscriptions/confirm'}`);
  return { status: response.status, body: (await response.json()) as { confirmed?: string } };
};

const subscribe =
  'mutation subscribeToNewsletter($email: String!) { subscribeToNewsletter(email: $email, channelId: "1|se") }';

describe('double opt-in', () => {
  it('keeps a newsletter sign-up pending until the mailed link confirms it, once', async () => {
    const email = 'opt-in@example.com';
    expect((await gql(subscribe, { email })).data?.subscribeToNewsletter).toBe(true);
    const state = () =>
      server.db.query<{ confirmed_at: Date | null }>(
        'select confirmed_at from newsletter_subscriptions where email = $1',
        [email],
      );
    expect(await state()).toEqual([{ confirmed_at: null }]);
    const [first] = await mails(email);
    expect(first?.subject).toBe('Confirm your newsletter subscription');
    // Signing up again while pending mails a new link; the older one is void.
    await gql(subscribe, { email });
    const [second] = await mails(email);
    expect(second?.body).not.toBe(first?.body);
    expect((await follow(first?.body)).status).toBe(404);
    expect(await follow(second?.body)).toEqual({ status: 200, body: { confirmed: 'newsletter' } });
    expect((await state())[0]?.confirmed_at).not.toBeNull();
    expect((await follow(second?.body)).status).toBe(404);
    // Confirmed, a new sign-up (new tags) mails nothing more.
    await gql(subscribe, { email });
    expect(await mails(email)).toHaveLength(2);
    expect((await follow('/subscriptions/confirm?token=made-up')).status).toBe(404);
  });

  it('keeps a back-in-stock request pending until the mailed link confirms it', async () => {
    const email = 'wait-opt-in@example.com';
    const skuId = server.catalog.data.skus[0]?.skuId;
    const answer = await gql(
      'mutation monitor($email: String!, $skuId: Int!) { monitorProductAvailability(email: $email, skuId: $skuId, channelId: "1|se") }',
      { email, skuId },
    );
    expect(answer.data?.monitorProductAvailability).toBe(true);
    const state = () =>
      server.db.query<{ confirmed_at: Date | null }>(
        'select confirmed_at from availability_monitors where email = $1',
        [email],
      );
    expect(await state()).toEqual([{ confirmed_at: null }]);
    const [mail] = await mails(email);
    expect(mail?.subject).toBe('Confirm your back-in-stock alert');
    expect(await follow(mail?.body)).toEqual({ status: 200, body: { confirmed: 'backInStock' } });
    expect((await state())[0]?.confirmed_at).not.toBeNull();
  });
});
