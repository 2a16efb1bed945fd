export { checkoutFieldId, CustomerDetails } from './CustomerDetails';
export type { CustomerDetailsProps } from './CustomerDetails';
