export * from './labels';
export * from './shell';
export * from './providers';
export { ShopContextProvider, useOptionalShopState } from './shopContext/ShopContextProvider';
export type { ShopState } from './shopContext/ShopContextProvider';
export * from './cart';
export * from './favorites';
export * from './overlay/DeferredOverlay';
export * from './product';
