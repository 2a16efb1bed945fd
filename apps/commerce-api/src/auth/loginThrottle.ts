import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Wrong passwords one account may take before its logins pause (whoever sends them). */
export const FAILURES_PER_ACCOUNT = 10;
/** Wrong passwords one client address may send, over all accounts, before its logins pause. */
export const FAILURES_PER_ADDRESS = 100;
/** Both counts fade and a pause lasts this long. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed logins per account and per client address (rate-limiter-flexible): in memory for
 * one process (PGlite), in the `login_throttle` table when the API runs on a PostgreSQL server, so
 * every process on that database shares the counts. A throttled login is refused before its
 * password is checked, so guessing stays slow even with the right password in the list.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(postgres?: pg.Pool) {
    const limiter = (options: IRateLimiterOptions) =>
      postgres
        ? new RateLimiterPostgres({
            ...options,
            storeClient: postgres,
            storeType: 'pool',
            tableName: 'login_throttle',
            tableCreated: true,
          })
        : new RateLimiterMemory(options);
    this.perAccount = limiter({
      keyPrefix: 'login-account',
      points: FAILURES_PER_ACCOUNT,
      duration: THROTTLE_WINDOW_SECONDS,
      blockDuration: THROTTLE_WINDOW_SECONDS,
    });
    this.perAddress = limiter({
      keyPrefix: 'login-address',
      points: FAILURES_PER_ADDRESS,
      duration: THROTTLE_WINDOW_SECONDS,
      blockDuration: THROTTLE_WINDOW_SECONDS,
    });
  }

  /** Seconds until a login for this account from this address may be tried again; 0 when it may now. */
  async retryAfter(account: string, address: string): Promise<number> {
    const [byAccount, byAddress] = await Promise.all([
      this.perAccount.get(account),
      this.perAddress.get(address),
    ]);
    const waits = [
      byAccount && byAccount.consumedPoints >= FAILURES_PER_ACCOUNT ? byAccount.msBeforeNext : 0,
      byAddress && byAddress.consumedPoints >= FAILURES_PER_ADDRESS ? byAddress.msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  async failed(account: string, address: string): Promise<void> {
    // consume() rejects once the points are spent; that rejection is the count, not an error.
    await Promise.allSettled([this.perAccount.consume(account), this.perAddress.consume(address)]);
  }

  /** The right password clears the account's count (the address keeps its own). */
  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}
