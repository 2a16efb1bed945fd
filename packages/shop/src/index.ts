export * from './labels';
export * from './shell';
export * from './providers';
export * from './header';
export { ShopContextProvider, useOptionalShopState } from './shopContext/ShopContextProvider';
export type { ShopState } from './shopContext/ShopContextProvider';
