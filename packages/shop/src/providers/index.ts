export { ShopProvidersView } from './ShopProviders';
export { routerLink } from './routerLink';
export type { ShopProvidersViewProps } from './ShopProviders';
export { ServerSanitizerProvider, useServerSanitizer } from './ServerSanitizer';
export { commerceImageWidths, imageUrlBuilder } from './imageUrl';
export type { ImageKind } from './imageUrl';
export { shopPath } from './shopPath';
export { pageContainer, pageContent } from './pageContainer.css';
