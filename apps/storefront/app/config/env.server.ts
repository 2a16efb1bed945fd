import {
  menuLayouts,
  pathMarkets,
  productListSorts,
  type MarketAlias,
  type MenuLayout,
  type ProductListSort,
} from './shop';

/** What the server reads from its environment. Never import this from browser code (the `.server` suffix enforces it). */
export interface ServerConfig {
  /** The commerce API's GraphQL endpoint; the server and the `/graphql` proxy call it over HTTP. */
  commerceApiUrl: string;
  /** The public API key of the commerce API: the only key that may reach the browser. */
  apiKey: string;
  authEndpoint: string;
  signEndpoint: string;
  imageBaseUrl: string;
  /**
   * The shop's origin for canonical links, og:url and JSON-LD, and the origin its proxies accept
   * state-changing requests from. Required in production (PUBLIC_ORIGIN): a page a shared cache
   * keeps must not carry whatever Host header its first visitor sent. Outside production the
   * request's own origin stands in when unset.
   */
  publicOrigin: string | undefined;
  /**
   * The shop runs behind a proxy it trusts (TRUST_PROXY=1): the last X-Forwarded-For hop is the
   * visitor's address. Otherwise the socket's peer is.
   */
  trustProxy: boolean;
  /**
   * The secret shared with the commerce API (SHOP_API_SECRET) that makes it trust the visitor's
   * address the shop sends (X-Shop-Client-Address), so failed logins count per visitor.
   */
  shopApiSecret: string | undefined;
  fallbackMarketAlias: MarketAlias;
  /** Paths carry /{market}/{locale}/ when on. */
  marketInPath: boolean;
  /** Language links lead to each language's own domain (LANGUAGE_DOMAINS=true); on this host otherwise. */
  languageDomains: boolean;
  /** When off, the start page redirects to the index route. */
  startPage: boolean;
  productListDefaultSort: ProductListSort;
  /** Scroll offset in px below which the page counts as scrolled to the top. */
  siteTopThreshold: number;
  /** The main menu's layout (spec section 2): the full-width mega menu or a boxed dropdown under its item. */
  menuLayout: MenuLayout;
  /**
   * How long anonymous visitors share the shell's menus and the widget areas in the server's memory
   * (CATALOGUE_CACHE_SECONDS, default 30); 0 asks the API on every page.
   */
  catalogueCacheSeconds: number;
  production: boolean;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readUrl(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got '${value}'`);
  }
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got '${env[name]}'`);
}

function readOneOf<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got '${value}'`);
}

function readInteger(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new ConfigError(`${name} must be a whole number, got '${value}'`);
  return parsed;
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.PUBLIC_ORIGIN?.trim())
    throw new ConfigError(
      "PUBLIC_ORIGIN must be set in production: the shop's own origin, such as https://shop.example (canonical links and the CSRF check use it, never the Host header)",
    );
  const commerceApiUrl = readUrl(env, 'COMMERCE_API_URL', 'http://127.0.0.1:4000/graphql');
  const apiOrigin = new URL(commerceApiUrl).origin;
  const publicOrigin = env.PUBLIC_ORIGIN?.trim()
    ? new URL(readUrl(env, 'PUBLIC_ORIGIN', '')).origin
    : undefined;
  const apiKey = env.API_KEY?.trim() || 'hemma-dev-key';
  return {
    commerceApiUrl,
    apiKey,
    authEndpoint: readUrl(env, 'AUTH_ENDPOINT', `${apiOrigin}/auth`),
    // Geins's form: the challenge is appended (URL-encoded) to …/auth/sign/{apiKey}?identity=.
    signEndpoint: env.SIGN_ENDPOINT?.trim()
      ? readUrl(env, 'SIGN_ENDPOINT', '')
      : `${apiOrigin}/auth/sign/${encodeURIComponent(apiKey)}?identity=`,
    imageBaseUrl: readUrl(env, 'IMAGE_BASE_URL', `${apiOrigin}/images`),
    publicOrigin,
    fallbackMarketAlias: readOneOf(
      env,
      'FALLBACK_MARKET_ALIAS',
      pathMarkets.map((market) => market.alias),
      'se',
    ),
    marketInPath: readBoolean(env, 'MARKET_IN_PATH', false),
    languageDomains: readBoolean(env, 'LANGUAGE_DOMAINS', false),
    startPage: readBoolean(env, 'START_PAGE', true),
    productListDefaultSort: readOneOf(env, 'PRODUCT_LIST_DEFAULT_SORT', productListSorts, 'LATEST'),
    siteTopThreshold: readInteger(env, 'SITE_TOP_THRESHOLD', 10),
    menuLayout: readOneOf(env, 'MENU_LAYOUT', menuLayouts, 'mega'),
    catalogueCacheSeconds: readInteger(env, 'CATALOGUE_CACHE_SECONDS', 30),
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    shopApiSecret: env.SHOP_API_SECRET?.trim() || undefined,
    production,
  };
}

let cached: ServerConfig | undefined;

/** The process's configuration, read once. */
export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
