/**
 * The environment `pnpm start` (README command 1) gives the commerce API: production mode, so no
 * dev tools and no introspection; loopback only, since the shop reaches it server-side; the shop's
 * own origin as the only one allowed across origins. AUTH_SECRET is left to the caller: unset, the
 * API generates a secret on its first start and keeps it in its data folder.
 */
export function commerceApiEnvironment({ apiPort, shopOrigin, env = process.env }) {
  return {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: env.API_HOST || '127.0.0.1',
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS || shopOrigin,
  };
}
