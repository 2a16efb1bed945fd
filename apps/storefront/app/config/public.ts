import type { MarketAlias, MenuLayout, ProductListSort } from './shop';

/** The part of the configuration the browser receives through the root loader. */
export interface PublicConfig {
  /** Browser GraphQL calls go to the same-origin proxy, which forwards them to the commerce API. */
  graphqlPath: '/graphql';
  apiKey: string;
  imageBaseUrl: string;
  fallbackMarketAlias: MarketAlias;
  marketInPath: boolean;
  /** Language links lead to each language's own domain; on this host otherwise. */
  languageDomains: boolean;
  startPage: boolean;
  productListDefaultSort: ProductListSort;
  siteTopThreshold: number;
  /** The main menu's layout; the mega menu when unset. */
  menuLayout?: MenuLayout;
}

interface PublicSource extends Omit<PublicConfig, 'graphqlPath'> {
  commerceApiUrl: string;
}

/**
 * Picks what the browser may see; the commerce API's own address stays on the server, and so do
 * the identity service's endpoints: the browser signs in through the same-origin /auth proxy.
 */
export function toPublicConfig(config: PublicSource): PublicConfig {
  return {
    graphqlPath: '/graphql',
    apiKey: config.apiKey,
    imageBaseUrl: config.imageBaseUrl,
    fallbackMarketAlias: config.fallbackMarketAlias,
    marketInPath: config.marketInPath,
    languageDomains: config.languageDomains,
    startPage: config.startPage,
    productListDefaultSort: config.productListDefaultSort,
    siteTopThreshold: config.siteTopThreshold,
    menuLayout: config.menuLayout,
  };
}
