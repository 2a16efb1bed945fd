export * from './shopConfig';
export { apiVariablesOf, channelOfMarket, resolveShopContext } from './shopContext';
export type { ApiVariables, ShopContext, ShopContextInput } from './shopContext';
export { formatAmount } from './moneyText';
export { shopMarkets } from './shopMarkets';
