import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  FAILURES_PER_ACCOUNT,
  FAILURES_PER_ADDRESS,
  LoginThrottle,
  THROTTLE_WINDOW_SECONDS,
} from './loginThrottle';

describe('LoginThrottle', () => {
  it('pauses an account after its failures, from any address, and a right password clears the count', async () => {
    const throttle = new LoginThrottle();
    for (let failure = 1; failure < FAILURES_PER_ACCOUNT; failure += 1)
      await throttle.failed('a@example.com', `198.51.100.${failure}`);
    expect(await throttle.retryAfter('a@example.com', '203.0.113.1')).toBe(0);
    await throttle.succeeded('a@example.com');
    for (let failure = 1; failure <= FAILURES_PER_ACCOUNT; failure += 1)
      await throttle.failed('a@example.com', `198.51.100.${failure}`);
    const wait = await throttle.retryAfter('a@example.com', '203.0.113.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(THROTTLE_WINDOW_SECONDS);
    expect(await throttle.retryAfter('b@example.com', '203.0.113.1')).toBe(0);
  });

  it('pauses an address that sprays wrong passwords over many accounts, and only that address', async () => {
    const throttle = new LoginThrottle();
    for (let failure = 0; failure < FAILURES_PER_ADDRESS; failure += 1)
      await throttle.failed(`user-${failure}@example.com`, '198.51.100.9');
    expect(await throttle.retryAfter('fresh@example.com', '198.51.100.9')).toBeGreaterThan(0);
    expect(await throttle.retryAfter('fresh@example.com', '198.51.100.10')).toBe(0);
  });
});

describe('LoginThrottle on PostgreSQL', () => {
  // CI sets TEST_DATABASE_URL (the postgres project's database, migrated by the global setup).
  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!databaseUrl)('shares the counts between API processes on one database', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const [one, other] = [new LoginThrottle(pool), new LoginThrottle(pool)];
      const account = `${randomUUID()}@example.com`;
      for (let failure = 0; failure < FAILURES_PER_ACCOUNT; failure += 1)
        await (failure % 2 ? one : other).failed(account, '198.51.100.20');
      expect(await one.retryAfter(account, '203.0.113.2')).toBeGreaterThan(0);
      expect(await other.retryAfter(account, '203.0.113.2')).toBeGreaterThan(0);
      const [row] = (
        await pool.query<{ points: number }>('select points from login_throttle where key = $1', [
          `login-account:${account}`,
        ])
      ).rows;
      expect(row?.points).toBe(FAILURES_PER_ACCOUNT);
    } finally {
      await pool.end();
    }
  });
});
