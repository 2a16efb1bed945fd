import { randomBytes } from 'node:crypto';

/**
 * The secret the shop proves itself to the API with (SHOP_API_SECRET): the API believes the
 * visitor address the shop sends (X-Shop-Client-Address) only beside it, so its login throttle
 * counts per visitor. Unset, a random one for this start (both processes get it from `pnpm start`).
 */
export function shopApiSecret(env = process.env) {
  return env.SHOP_API_SECRET?.trim() || randomBytes(32).toString('base64url');
}

/**
 * The environment `pnpm start` (README command 1) gives the commerce API: production mode, so no
 * dev tools and no introspection; loopback only, since the shop reaches it server-side; the shop's
 * own origin as the only one allowed across origins; the secret it shares with the shop. AUTH_SECRET
 * is left to the caller: unset, the API generates a secret on its first start and keeps it in its
 * data folder. SEED_DEMO_ACCOUNTS passes through from the caller's environment (process.env).
 */
export function commerceApiEnvironment({ apiPort, shopOrigin, shopSecret, env = process.env }) {
  return {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: env.API_HOST || '127.0.0.1',
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS || shopOrigin,
    SHOP_API_SECRET: shopSecret,
  };
}
