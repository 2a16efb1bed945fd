import { describe, expect, it } from 'vitest';
import { ConfigError, readApiConfig } from './config';

describe('readApiConfig (issue 21: secure by default)', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(readApiConfig({}).host).toBe('127.0.0.1');
    expect(readApiConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start with the auth secret that used to be in the source, and a short one in production', () => {
    expect(() =>
      readApiConfig({ NODE_ENV: 'production', AUTH_SECRET: 'hemma-dev-auth-secret-change-me' }),
    ).toThrow(ConfigError);
    expect(() => readApiConfig({ AUTH_SECRET: 'hemma-dev-auth-secret-change-me' })).toThrow(
      ConfigError,
    );
    expect(() => readApiConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    expect(readApiConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe(
      'x'.repeat(32),
    );
    // Unset: the secret generated and kept in the database is used.
    expect(readApiConfig({ NODE_ENV: 'production' }).authSecret).toBeUndefined();
  });

  it('has dev tools only with a dev tools key of their own, and never in production', () => {
    expect(readApiConfig({}).devToolsKey).toBeUndefined();
    expect(readApiConfig({ DEV_TOOLS_KEY: 'dev-key' }).devToolsKey).toBe('dev-key');
    expect(() => readApiConfig({ NODE_ENV: 'production', DEV_TOOLS_KEY: 'dev-key' })).toThrow(
      /never run in production/,
    );
    expect(() => readApiConfig({ DEV_TOOLS_KEY: 'hemma-dev-key' })).toThrow(
      /differ from the public API_KEY/,
    );
  });

  it('asks for the demo accounts outside production, and in production only with SEED_DEMO_ACCOUNTS=1', () => {
    expect(readApiConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(readApiConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).demoData).toBe(
      false,
    );
    expect(readApiConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: '1' }).demoData).toBe(true);
    expect(readApiConfig({}).demoData).toBe(true);
    expect(readApiConfig({ SEED_DEMO_ACCOUNTS: '0' }).demoData).toBe(false);
  });

  it("takes the shop's shared secret only when it is at least 32 characters and no other key", () => {
    expect(readApiConfig({}).shopSecret).toBeUndefined();
    expect(readApiConfig({ SHOP_API_SECRET: 's'.repeat(32) }).shopSecret).toBe('s'.repeat(32));
    expect(() => readApiConfig({ SHOP_API_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() =>
      readApiConfig({ API_KEY: 'k'.repeat(32), SHOP_API_SECRET: 'k'.repeat(32) }),
    ).toThrow(/must differ/);
  });

  it('opens the admin flow only with an admin key of its own, at least 32 characters', () => {
    expect(readApiConfig({ NODE_ENV: 'production' }).adminKey).toBeUndefined();
    expect(readApiConfig({ ADMIN_API_KEY: 'a'.repeat(32) }).adminKey).toBe('a'.repeat(32));
    expect(() => readApiConfig({ ADMIN_API_KEY: 'short' })).toThrow(/at least 32/);
    expect(() =>
      readApiConfig({ SHOP_API_SECRET: 'a'.repeat(32), ADMIN_API_KEY: 'a'.repeat(32) }),
    ).toThrow(/must differ/);
  });

  it('reads the allowed origins as origins, and refuses what is not one', () => {
    expect(
      readApiConfig({ ALLOWED_ORIGINS: 'https://shop.example/, http://localhost:3000' })
        .allowedOrigins,
    ).toEqual(['https://shop.example', 'http://localhost:3000']);
    expect(readApiConfig({}).allowedOrigins).toEqual([]);
    expect(() => readApiConfig({ ALLOWED_ORIGINS: '*' })).toThrow(ConfigError);
  });
});
