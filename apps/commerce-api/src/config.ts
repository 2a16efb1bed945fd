import { GEINS_PASSWORD_SALT } from './auth/passwords';

/** The secret earlier versions shipped in the source: anyone could sign tokens with it. */
export const KNOWN_PUBLIC_AUTH_SECRETS = ['hemma-dev-auth-secret-change-me'];
/** An HS256 key should be at least as long as the hash: 32 bytes. */
export const MIN_AUTH_SECRET_LENGTH = 32;
/** The public key every browser of the demo shop sends; it opens GraphQL and nothing else. */
export const DEVELOPMENT_API_KEY = 'hemma-dev-key';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ApiConfig {
  production: boolean;
  port: number;
  /** The address to listen on: loopback unless HOST says otherwise. */
  host: string;
  apiKey: string;
  /** AUTH_SECRET when set; otherwise the secret generated once and kept in the database. */
  authSecret: string | undefined;
  /** The key /dev/* asks for; without one the dev tools do not exist. */
  devToolsKey: string | undefined;
  /** Browser origins that may call the API across origins (the shop's own). */
  allowedOrigins: string[];
  /** Take the client address for the login throttle from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /**
   * SHOP_API_SECRET, shared with the shop's server: with it in X-Shop-Secret, the login throttle
   * counts per the visitor address in X-Shop-Client-Address. Unset: no such header is believed.
   */
  shopSecret: string | undefined;
  /** ADMIN_API_KEY: opens POST /admin/login-token (impersonation login tokens); unset, it does not exist. */
  adminKey: string | undefined;
  /** The salt clients hash passwords with: PASSWORD_SALT, else Geins's published one. */
  passwordSalt: string;
  /**
   * Seed the demo accounts (published passwords) and their orders: outside production unless
   * SEED_DEMO_ACCOUNTS=0, in production only with SEED_DEMO_ACCOUNTS=1.
   */
  demoData: boolean;
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function origin(value: string): string {
  try {
    const url = new URL(value);
    if (url.origin === 'null') throw new Error('opaque');
    return url.origin;
  } catch {
    throw new ConfigError(
      `ALLOWED_ORIGINS must list origins such as https://shop.example, got '${value}'`,
    );
  }
}

/** What the API reads from its environment; throws a ConfigError for a configuration that is not safe to run. */
export function readApiConfig(env: Env = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const authSecret = env.AUTH_SECRET?.trim() || undefined;
  if (authSecret && KNOWN_PUBLIC_AUTH_SECRETS.includes(authSecret))
    throw new ConfigError(
      'AUTH_SECRET is the example value from the source: set a random secret of your own, or leave it unset to have one generated',
    );
  if (production && authSecret && authSecret.length < MIN_AUTH_SECRET_LENGTH)
    throw new ConfigError(
      `AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters in production`,
    );
  const devToolsKey = env.DEV_TOOLS_KEY?.trim() || undefined;
  if (devToolsKey && production)
    throw new ConfigError(
      'DEV_TOOLS_KEY is for development and tests: the dev tools (mail outbox, review moderation) never run in production',
    );
  const apiKey = env.API_KEY?.trim() || DEVELOPMENT_API_KEY;
  if (devToolsKey && devToolsKey === apiKey)
    throw new ConfigError(
      'DEV_TOOLS_KEY must differ from the public API_KEY, which every browser has',
    );
  const shopSecret = env.SHOP_API_SECRET?.trim() || undefined;
  if (shopSecret && shopSecret.length < MIN_AUTH_SECRET_LENGTH)
    throw new ConfigError(
      `SHOP_API_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters: the shop proves with it that a visitor's address is its own to give`,
    );
  if (shopSecret && (shopSecret === apiKey || shopSecret === devToolsKey))
    throw new ConfigError('SHOP_API_SECRET must differ from API_KEY and DEV_TOOLS_KEY');
  const adminKey = env.ADMIN_API_KEY?.trim() || undefined;
  if (adminKey && adminKey.length < MIN_AUTH_SECRET_LENGTH)
    throw new ConfigError(
      `ADMIN_API_KEY must be at least ${MIN_AUTH_SECRET_LENGTH} characters: it signs anyone in as any customer`,
    );
  if (adminKey && [apiKey, devToolsKey, shopSecret].includes(adminKey))
    throw new ConfigError(
      'ADMIN_API_KEY must differ from API_KEY, DEV_TOOLS_KEY and SHOP_API_SECRET',
    );
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT must be a port number, got '${env.PORT}'`);
  return {
    production,
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    apiKey,
    authSecret,
    devToolsKey,
    allowedOrigins: list(env.ALLOWED_ORIGINS).map(origin),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    shopSecret,
    adminKey,
    passwordSalt: env.PASSWORD_SALT || GEINS_PASSWORD_SALT,
    demoData: production ? env.SEED_DEMO_ACCOUNTS === '1' : env.SEED_DEMO_ACCOUNTS !== '0',
  };
}
