export { PurchaseForm } from './PurchaseForm';
export type { PurchaseFormProps } from './PurchaseForm';
