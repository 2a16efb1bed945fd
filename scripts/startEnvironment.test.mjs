import { describe, expect, it } from 'vitest';
import { commerceApiEnvironment } from './startEnvironment.mjs';

describe('the commerce API started by `pnpm start` (issue 21: secure by default)', () => {
  it('runs in production mode on loopback, allowing only the shop origin', () => {
    expect(
      commerceApiEnvironment({ apiPort: 4000, shopOrigin: 'http://localhost:3000', env: {} }),
    ).toEqual({
      NODE_ENV: 'production',
      PORT: '4000',
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: 'http://localhost:3000',
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
});
