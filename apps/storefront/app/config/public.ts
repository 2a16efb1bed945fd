import type { MarketAlias, ProductListSort } from './shop';

/** The part of the configuration the browser receives through the root loader. */
export interface PublicConfig {
  /** Browser GraphQL calls go to the same-origin proxy, which forwards them to the commerce API. */
  graphqlPath: '/graphql';
  apiKey: string;
  authEndpoint: string;
  signEndpoint: string;
  imageBaseUrl: string;
  fallbackMarketAlias: MarketAlias;
  marketInPath: boolean;
  startPage: boolean;
  productListDefaultSort: ProductListSort;
  siteTopThreshold: number;
}

interface PublicSource extends Omit<PublicConfig, 'graphqlPath'> {
  commerceApiUrl: string;
}

/** Picks what the browser may see; the commerce API's own address stays on the server. */
export function toPublicConfig(config: PublicSource): PublicConfig {
  return {
    graphqlPath: '/graphql',
    apiKey: config.apiKey,
    authEndpoint: config.authEndpoint,
    signEndpoint: config.signEndpoint,
    imageBaseUrl: config.imageBaseUrl,
    fallbackMarketAlias: config.fallbackMarketAlias,
    marketInPath: config.marketInPath,
    startPage: config.startPage,
    productListDefaultSort: config.productListDefaultSort,
    siteTopThreshold: config.siteTopThreshold,
  };
}
