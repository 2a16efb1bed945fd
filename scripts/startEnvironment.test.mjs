import { describe, expect, it } from 'vitest';
import { commerceApiEnvironment, shopApiSecret } from './startEnvironment.mjs';

describe('the commerce API started by `pnpm start` (issue 21: secure by default)', () => {
  it('runs in production mode on loopback, allowing only the shop origin', () => {
    expect(
      commerceApiEnvironment({
        apiPort: 4000,
        shopOrigin: 'http://localhost:3000',
        shopSecret: 's'.repeat(43),
        env: {},
      }),
    ).toEqual({
      NODE_ENV: 'production',
      PORT: '4000',
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: 'http://localhost:3000',
      SHOP_API_SECRET: 's'.repeat(43),
    });
  });

  it('gives no dev tools key and no auth secret of its own', () => {
    const environment = commerceApiEnvironment({
      apiPort: 4000,
      shopOrigin: 'http://localhost:3000',
      env: {},
    });
    expect(environment).not.toHaveProperty('DEV_TOOLS_KEY');
    expect(environment).not.toHaveProperty('AUTH_SECRET');
  });

  it('listens elsewhere or allows other origins only when told to', () => {
    const environment = commerceApiEnvironment({
      apiPort: 4000,
      shopOrigin: 'http://localhost:3000',
      env: { API_HOST: '0.0.0.0', ALLOWED_ORIGINS: 'https://shop.example' },
    });
    expect(environment.HOST).toBe('0.0.0.0');
    expect(environment.ALLOWED_ORIGINS).toBe('https://shop.example');
  });

  it('shares a secret with the shop (issue 51): random on every start unless SHOP_API_SECRET is set', () => {
    const first = shopApiSecret({});
    const second = shopApiSecret({});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(second).not.toBe(first);
    expect(shopApiSecret({ SHOP_API_SECRET: 'k'.repeat(40) })).toBe('k'.repeat(40));
  });
});
