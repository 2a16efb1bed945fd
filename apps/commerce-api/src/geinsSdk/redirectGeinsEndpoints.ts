/** The production hosts the official SDK has built in (@geins/core's endpoint constants). */
const MERCHANT_API_ORIGIN = 'https://merchantapi.geins.io';
const AUTH_SERVICE_PREFIX = /^https:\/\/auth-service\.geins\.io\/api\/[^/]+/;

/**
 * The official SDK has no endpoint setting: it always calls Geins's production hosts. This
 * rewrites those URLs, at the network boundary (the global fetch every SDK call goes through), to
 * the embedded API: the Merchant API's /graphql and /auth/sign/{apiKey} keep their paths, and the
 * identity service (auth-service.geins.io/api/{account}_{environment}/{action}) maps to /auth/{action}.
 * Anything else is refused, so a call to a host the test did not expect fails loudly.
 */
export function redirectGeinsEndpoints(
  localOrigin: string,
  realFetch: typeof fetch = globalThis.fetch,
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let local: string | undefined;
    if (url.startsWith(`${MERCHANT_API_ORIGIN}/`))
      local = localOrigin + url.slice(MERCHANT_API_ORIGIN.length);
    else if (AUTH_SERVICE_PREFIX.test(url))
      local = url.replace(AUTH_SERVICE_PREFIX, `${localOrigin}/auth`);
    if (!local) return Promise.reject(new Error(`The SDK called an unexpected host: ${url}`));
    if (input instanceof Request) return realFetch(new Request(local, input), init);
    return realFetch(local, init);
  };
}
