export { CartPanel, CartSkeleton, ConnectedCartContents } from './CartPanel';
export type { CartPanelProviders } from './CartPanel';
