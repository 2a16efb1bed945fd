import {
  channelById,
  shopChannels,
  type ChannelDefinition,
  type ChannelRegistry,
} from '../channels/registry';
import type { StorefrontCookies } from '../cookies/storefrontCookies';
import type { CustomerType } from '../generated/graphql';
import { defaultCustomerType, languageIds, type Locale, type Market } from './shopConfig';

/**
 * The one answer to "which shop is this page?": resolved once per request by the root middleware
 * from the path, the cookies and the configuration, carried in the root loader's data, and read by
 * everything that depends on it: the theme class on <html>, the GraphQL variables, money texts,
 * the checkout and the links.
 */
export interface ShopContext {
  /** The market's channel: its theme, currency, domain and selling points. */
  channel: ChannelDefinition;
  market: Market;
  locale: Locale;
  customerType: CustomerType;
}

/** The variables every GraphQL operation carries (spec section 7). */
export interface ApiVariables {
  channelId: string;
  marketId: string;
  languageId: string;
}

/**
 * A market belongs to exactly one channel, so the channel follows from the market: a Swedish page
 * in a euro market is drawn and asked in that market's channel, never in one guessed from the
 * language.
 */
export function channelOfMarket(
  market: Pick<Market, 'alias' | 'channelId'>,
  registry: ChannelRegistry = shopChannels,
): ChannelDefinition {
  const channel = channelById(market.channelId, registry);
  if (!channel)
    throw new Error(
      `Market "${market.alias}" is filed under channel ${market.channelId}, which the channel registry does not hold`,
    );
  return channel;
}

export interface ShopContextInput {
  locale: Locale;
  market: Market;
  /** The visitor's cookies; without them (stories, tests) the customer is a Person. */
  cookies?: Pick<StorefrontCookies, 'persisted'>;
}

export function resolveShopContext(
  { locale, market, cookies }: ShopContextInput,
  registry: ChannelRegistry = shopChannels,
): ShopContext {
  return {
    channel: channelOfMarket(market, registry),
    market,
    locale,
    // The persisted-state cookie says Person unless it says Company.
    customerType: cookies?.persisted.get().customerType ?? defaultCustomerType,
  };
}

export function apiVariablesOf(
  shop: Pick<ShopContext, 'channel' | 'market' | 'locale'>,
): ApiVariables {
  return {
    channelId: shop.channel.id,
    marketId: shop.market.alias,
    languageId: languageIds[shop.locale],
  };
}
