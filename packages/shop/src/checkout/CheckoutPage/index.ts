export { CheckoutPage } from './CheckoutPage';
export type { CheckoutPageProps } from './CheckoutPage';
