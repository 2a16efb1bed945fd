import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientPasswordHash } from '../auth/passwords';
import { FAILURES_PER_ADDRESS } from '../auth/loginThrottle';
import { startTestServer } from '../testing/startTestServer';
import { signChallenge } from '../testing/signChallenge';
import { clientAddressReader, SHOP_CLIENT_ADDRESS_HEADER, SHOP_SECRET_HEADER } from './clientInfo';

/**
 * Issue 51, hole 3: without TRUST_PROXY every login reached the API from the shop's address, so 100
 * failed logins with made-up emails locked every customer out for 15 minutes. The shop now speaks
 * for its visitor with a shared secret, and the API believes the visitor address only beside it.
 */

const shopSecret = 'a-shop-secret-of-at-least-32-characters!';

function request(headers: Record<string, string>, remoteAddress = '127.0.0.1'): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('the client address the login throttle counts', () => {
  const read = clientAddressReader({ trustProxy: false, shopSecret });

  it("is the shop's visitor address when the request carries the shop's secret", () => {
    expect(
      read(
        request({ [SHOP_SECRET_HEADER]: shopSecret, [SHOP_CLIENT_ADDRESS_HEADER]: '198.51.100.7' }),
      ),
    ).toBe('198.51.100.7');
    expect(
      read(
        request({ [SHOP_SECRET_HEADER]: shopSecret, [SHOP_CLIENT_ADDRESS_HEADER]: '2001:DB8::1' }),
      ),
    ).toBe('2001:db8::1');
  });

  it('ignores the visitor address without the right secret, or without any secret configured, or when it is no address', () => {
    const cases: Record<string, string>[] = [
      { [SHOP_CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
      { [SHOP_SECRET_HEADER]: `${shopSecret}x`, [SHOP_CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
      { [SHOP_SECRET_HEADER]: '', [SHOP_CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
      { [SHOP_SECRET_HEADER]: shopSecret, [SHOP_CLIENT_ADDRESS_HEADER]: 'every-customer' },
      { [SHOP_SECRET_HEADER]: shopSecret },
    ];
    for (const headers of cases) expect(read(request(headers, '10.0.0.5'))).toBe('10.0.0.5');
    const noSecret = clientAddressReader({ trustProxy: false });
    expect(
      noSecret(
        request(
          { [SHOP_SECRET_HEADER]: shopSecret, [SHOP_CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
          '10.0.0.5',
        ),
      ),
    ).toBe('10.0.0.5');
  });

  it('keeps the last X-Forwarded-For hop with TRUST_PROXY when the shop does not speak', () => {
    const behindProxy = clientAddressReader({ trustProxy: true, shopSecret });
    expect(behindProxy(request({ 'x-forwarded-for': '203.0.113.9, 198.51.100.3' }))).toBe(
      '198.51.100.3',
    );
    expect(
      behindProxy(
        request({
          'x-forwarded-for': '198.51.100.3',
          [SHOP_SECRET_HEADER]: shopSecret,
          [SHOP_CLIENT_ADDRESS_HEADER]: '198.51.100.7',
        }),
      ),
    ).toBe('198.51.100.7');
  });
});

describe('a login spray through the shop', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ copyOf: inject('dataFolders').seeded, shopSecret });
  });
  afterAll(() => server?.close());

  async function authCall(body: Record<string, unknown>, visitor: string) {
    const response = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SHOP_SECRET_HEADER]: shopSecret,
        [SHOP_CLIENT_ADDRESS_HEADER]: visitor,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { sign?: string } };
  }

  async function login(username: string, password: string, visitor: string) {
    const first = await authCall({ username }, visitor);
    const signature = await signChallenge(server.url, first.body.sign);
    return authCall({ username, signature, password: clientPasswordHash(password) }, visitor);
  }

  // A hundred logins, each hashing a password (scrypt, as for a real one): long on a loaded machine.
  it(
    'pauses only the visitor who sent the failures; other customers log in through the same shop',
    {
      timeout: 120_000,
    },
    async () => {
      const sprayer = '198.51.100.7';
      for (let failure = 0; failure < FAILURES_PER_ADDRESS; failure += 1)
        expect((await login(`made-up-${failure}@example.com`, 'guess', sprayer)).status).toBe(401);
      expect((await login('kund@hemma.se', 'hemma-demo-1', sprayer)).status).toBe(429);
      expect((await login('kund@hemma.se', 'hemma-demo-1', '198.51.100.8')).status).toBe(200);
    },
  );
});
