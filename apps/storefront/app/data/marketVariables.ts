import { languageIds, markets, type Locale } from '../config/shop';

export interface MarketVariableValues {
  channelId: string;
  marketId: string;
  languageId: string;
}

/**
 * The variables every operation carries (spec section 7): the market's channel, the market alias
 * as marketId, and the commerce API's id of the page's language. An unknown alias keeps the
 * alias and falls back to the first market's channel, so the API answers with its own error.
 */
export function marketVariablesFor(locale: Locale, marketAlias: string): MarketVariableValues {
  const market = markets.find((candidate) => candidate.alias === marketAlias) ?? markets[0];
  return { channelId: market.channelId, marketId: marketAlias, languageId: languageIds[locale] };
}
