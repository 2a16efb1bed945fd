// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './env.server';
import { toPublicConfig } from './public';

describe('readServerConfig', () => {
  it('defaults to the embedded commerce API and the development key', () => {
    const config = readServerConfig({});
    expect(config.commerceApiUrl).toBe('http://127.0.0.1:4000/graphql');
    expect(config.apiKey).toBe('hemma-dev-key');
    expect(config.authEndpoint).toBe('http://127.0.0.1:4000/auth');
    expect(config.signEndpoint).toBe('http://127.0.0.1:4000/auth/sign/hemma-dev-key?identity=');
    expect(config.imageBaseUrl).toBe('http://127.0.0.1:4000/images');
    expect(config.fallbackMarketAlias).toBe('se');
    expect(config.marketInPath).toBe(false);
    expect(config.startPage).toBe(true);
    expect(config.menuLayout).toBe('mega');
    expect(config.catalogueCacheSeconds).toBe(30);
    expect(config.publicOrigin).toBeUndefined();
    expect(config.production).toBe(false);
  });

  it('reads every value from the environment', () => {
    const config = readServerConfig({
      COMMERCE_API_URL: 'https://api.example.test/graphql',
      API_KEY: 'public-key',
      AUTH_ENDPOINT: 'https://auth.example.test/',
      SIGN_ENDPOINT: 'https://sign.example.test',
      IMAGE_BASE_URL: 'https://img.example.test/products/',
      PUBLIC_ORIGIN: 'https://hemma.se/some/path',
      FALLBACK_MARKET_ALIAS: 'eu',
      MARKET_IN_PATH: 'true',
      LANGUAGE_DOMAINS: 'true',
      START_PAGE: 'off',
      PRODUCT_LIST_DEFAULT_SORT: 'MOST_SOLD',
      SITE_TOP_THRESHOLD: '40',
      MENU_LAYOUT: 'boxed',
      CATALOGUE_CACHE_SECONDS: '0',
      TRUST_PROXY: '1',
      SHOP_API_SECRET: ' shared-secret ',
      NODE_ENV: 'production',
    });
    expect(config).toEqual({
      commerceApiUrl: 'https://api.example.test/graphql',
      apiKey: 'public-key',
      authEndpoint: 'https://auth.example.test',
      signEndpoint: 'https://sign.example.test',
      imageBaseUrl: 'https://img.example.test/products',
      publicOrigin: 'https://hemma.se',
      fallbackMarketAlias: 'eu',
      marketInPath: true,
      languageDomains: true,
      startPage: false,
      productListDefaultSort: 'MOST_SOLD',
      siteTopThreshold: 40,
      menuLayout: 'boxed',
      catalogueCacheSeconds: 0,
      trustProxy: true,
      shopApiSecret: 'shared-secret',
      production: true,
    });
  });

  it('trusts no proxy and sends no shop secret by default', () => {
    const config = readServerConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.shopApiSecret).toBeUndefined();
  });

  it('refuses to run in production without PUBLIC_ORIGIN, so no page takes its origin from Host (issue 51)', () => {
    for (const value of [undefined, '', '  '])
      expect(() => readServerConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: value })).toThrow(
        new ConfigError(
          "PUBLIC_ORIGIN must be set in production: the shop's own origin, such as https://shop.example (canonical links and the CSRF check use it, never the Host header)",
        ),
      );
    expect(
      readServerConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' })
        .publicOrigin,
    ).toBe('http://localhost:3000');
  });

  it('derives the auth, sign and image endpoints from the API origin when they are not set', () => {
    const config = readServerConfig({ COMMERCE_API_URL: 'http://127.0.0.1:4100/graphql' });
    expect(config.authEndpoint).toBe('http://127.0.0.1:4100/auth');
    expect(config.imageBaseUrl).toBe('http://127.0.0.1:4100/images');
  });

  it.each([
    ['COMMERCE_API_URL', 'not a url'],
    ['MARKET_IN_PATH', 'maybe'],
    ['LANGUAGE_DOMAINS', 'maybe'],
    ['FALLBACK_MARKET_ALIAS', 'atlantis'],
    ['PRODUCT_LIST_DEFAULT_SORT', 'RANDOM'],
    ['SITE_TOP_THRESHOLD', '-3'],
    ['MENU_LAYOUT', 'carousel'],
    ['TRUST_PROXY', 'maybe'],
  ])('refuses an invalid %s', (name, value) => {
    expect(() => readServerConfig({ [name]: value })).toThrow(ConfigError);
  });
});

describe('toPublicConfig', () => {
  it('gives the browser the public API key and the same-origin proxy, never the API address', () => {
    const server = readServerConfig({
      COMMERCE_API_URL: 'http://internal-api:4000/graphql',
      API_KEY: 'public-key',
    });
    const browser = toPublicConfig(server);
    expect(browser.apiKey).toBe('public-key');
    expect(browser.graphqlPath).toBe('/graphql');
    expect(JSON.stringify(browser)).not.toContain('internal-api:4000/graphql');
    expect(Object.keys(browser)).not.toContain('commerceApiUrl');
    expect(Object.keys(browser)).not.toContain('production');
  });

  it('keeps the identity service endpoints on the server (the browser uses the /auth proxy)', () => {
    const browser = toPublicConfig(
      readServerConfig({
        COMMERCE_API_URL: 'http://internal-api:4000/graphql',
        AUTH_ENDPOINT: 'https://id.example.test/auth',
        SIGN_ENDPOINT: 'https://id.example.test/sign',
      }),
    );
    expect(Object.keys(browser)).not.toContain('authEndpoint');
    expect(Object.keys(browser)).not.toContain('signEndpoint');
    expect(JSON.stringify(browser)).not.toContain('id.example.test');
    expect(JSON.stringify(browser)).not.toContain('internal-api:4000/auth');
  });
});
