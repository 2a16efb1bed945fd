export * from './client';
export * from './auth';
export * from './cookies';
export * from './broadcast';
export * from './operations';
export { refetchCartOnFocus } from './cart/refetchCartOnFocus';
export { useRefetchAllListener, useRefetchCartOnFocus } from './react/windowHooks';
export { cartMarketFor, changeCheckoutMarket, changeMarket } from './market/market';
export type { MarketSwitch } from './market/market';
