import type { Server } from 'node:http';
import { AuthService, AUTH_PATH } from './auth/authService';
import { LoginThrottle } from './auth/loginThrottle';
import { GEINS_PASSWORD_SALT } from './auth/passwords';
import { TokenService } from './auth/tokens';
import type { Catalog } from './catalog/catalog';
import type { Database } from './db/database';
import { addStrictTransportSecurity, clientAddressReader } from './http/clientInfo';
import { createCors } from './http/cors';
import { createDevTools } from './http/devTools';
import { createGraphqlEndpoint } from './http/graphqlEndpoint';
import { createImageRoute } from './http/images';
import { hasAdminKey, hasApiKey } from './http/keys';
import { createLoggingServer } from './http/requestLog';
import { sendJson, sendNotFound } from './http/respond';
import { ImageService } from './images/imageService';
import { ResponseCache } from './responseCache';
import { CartStore } from './store/cartStore';
import { confirmSignUp } from './store/subscriptionStore';
import { CONFIRM_SIGN_UP_PATH } from './resolvers/userResolvers';

export interface AppOptions {
  db: Database;
  catalog: Catalog;
  apiKey: string;
  /** The HS256 secret of the tokens: AUTH_SECRET, or the one generated and kept in the database. */
  authSecret: string;
  /** Introspection off, and no dev tools whatever key is given. */
  production?: boolean;
  /** Enables the dev tools (/dev/*) behind this key, sent in X-Dev-Tools-Key. */
  devToolsKey?: string;
  /** Browser origins allowed to call the API across origins, with credentials. */
  allowedOrigins?: readonly string[];
  /** The login throttle reads the client address from X-Forwarded-For (the last hop, added by your proxy). */
  trustProxy?: boolean;
  /**
   * The secret shared with the shop (SHOP_API_SECRET): a request carrying it in X-Shop-Secret is
   * the shop's proxy, and the login throttle counts per its X-Shop-Client-Address.
   */
  shopSecret?: string;
  /** Opens POST /admin/login-token (impersonation login tokens) behind this key, sent in X-Admin-Key. */
  adminKey?: string;
  /** The salt of the clients' password hash (commitReset hashes a plain password with it); Geins's by default. */
  passwordSalt?: string;
  /** Folder for drawn pictures; null keeps them in memory only for the request. */
  imageCacheDir?: string | null;
  /** One line per request; pass a no-op to silence. */
  log?: (line: string) => void;
}

/** The commerce API: its parts are built here and each path is handed to the one that answers it. */
export function createApp(options: AppOptions): { server: Server; tokens: TokenService } {
  const { db, catalog, apiKey, authSecret: secret, production = false } = options;
  const tokens = new TokenService(secret, db);
  const throttle = new LoginThrottle(db.pool);
  const clientAddress = clientAddressReader({
    trustProxy: Boolean(options.trustProxy),
    shopSecret: options.shopSecret,
  });
  const auth = new AuthService(db, tokens, `${secret}:sign`, throttle, clientAddress, apiKey);
  const cors = createCors(options.allowedOrigins ?? []);
  const devToolsKey = production ? undefined : options.devToolsKey;
  const devTools = devToolsKey ? createDevTools({ db, catalog, key: devToolsKey }) : undefined;
  const images = createImageRoute(new ImageService(catalog, options.imageCacheDir ?? null));
  const graphql = createGraphqlEndpoint({
    ...{ db, catalog, tokens, production },
    carts: new CartStore(db),
    cache: new ResponseCache(catalog),
    passwordSalt: options.passwordSalt ?? GEINS_PASSWORD_SALT,
  });

  const server = createLoggingServer(
    async (request, response, requestLog) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname;
      addStrictTransportSecurity(request, response);
      if (path === '/health') return sendJson(response, 200, { status: 'ok' });
      if (path.startsWith('/images/')) return images(response, url);
      const isAuth = path === AUTH_PATH || path.startsWith(`${AUTH_PATH}/`);
      const isGraphql = path === '/graphql';
      if ((isAuth || isGraphql) && cors(request, response)) return;
      if (isAuth) return auth.handle(request, response, url);
      if (path.startsWith('/dev/') && devTools) return devTools(request, response, url);
      if (path === CONFIRM_SIGN_UP_PATH) {
        // The link of a sign-up's confirmation mail: the token alone confirms it, once.
        const confirmed = await confirmSignUp(db, url.searchParams.get('token') ?? '');
        return confirmed
          ? sendJson(response, 200, { confirmed })
          : sendNotFound(response, 'The confirmation link has expired or was already used');
      }
      if (path === '/admin/login-token' && options.adminKey)
        return hasAdminKey(request, response, options.adminKey)
          ? auth.issueLoginToken(request, response)
          : undefined;
      if (!isGraphql) return sendNotFound(response, `Nothing at ${path}`);
      if (hasApiKey(request, response, apiKey)) await graphql(request, response, requestLog);
    },
    options.log ?? ((line) => console.log(line)),
  );
  return { server, tokens };
}
