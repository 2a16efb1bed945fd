import type { Catalog } from '../catalog/catalog';
import type { Channel, Currency, LanguageCode, Market } from '../catalog/types';

/** What channelId, marketId and languageId select: prices, currency and texts. */
export interface ShopContext {
  channel: Channel;
  market: Market;
  currency: Currency;
  languageId: string;
  /** The text language: Swedish for sv, English for every other language. */
  lang: LanguageCode;
}

export interface ContextArgs {
  channelId?: string | null;
  marketId?: string | null;
  languageId?: string | null;
}

export const DEFAULT_CHANNEL_ID = '1|se';

/**
 * Unknown or missing values fall back to the defaults: the channel's default market, the market's
 * default language when the language is not allowed there (the spec's market-in-path rules).
 */
export function resolveContext(catalog: Catalog, args: ContextArgs): ShopContext {
  const channel =
    catalog.channelsById.get(args.channelId ?? '') ??
    (catalog.channelsById.get(DEFAULT_CHANNEL_ID) as Channel);
  const requestedMarket = args.marketId
    ? catalog.data.markets.find(
        (market) => market.id === args.marketId || market.alias === args.marketId,
      )
    : undefined;
  const market =
    requestedMarket && requestedMarket.channelId === channel.id
      ? requestedMarket
      : (catalog.marketsById.get(channel.defaultMarketId) as Market);
  const requestedLanguage = args.languageId
    ? catalog.data.languages.find(
        (language) => language.id === args.languageId || language.code === args.languageId,
      )
    : undefined;
  const languageId =
    requestedLanguage && market.allowedLanguageIds.includes(requestedLanguage.id)
      ? requestedLanguage.id
      : market.defaultLanguageId;
  const currency = catalog.data.currencies.find(
    (candidate) => candidate.code === market.currencyCode,
  ) as Currency;
  return { channel, market, currency, languageId, lang: languageId.startsWith('sv') ? 'sv' : 'en' };
}
