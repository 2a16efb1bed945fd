export { PaymentFailedPage } from './PaymentFailedPage';
export type { PaymentFailedPageProps } from './PaymentFailedPage';
