export { BackInStockForm } from './BackInStockForm';
export type { BackInStockFormProps } from './BackInStockForm';
