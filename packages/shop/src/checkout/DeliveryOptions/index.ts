export { DeliveryOptions } from './DeliveryOptions';
export type { DeliveryOptionsProps } from './DeliveryOptions';
