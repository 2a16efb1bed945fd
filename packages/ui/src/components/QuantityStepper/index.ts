export { QuantityStepper, clampQuantity, quantityStepperSizes } from './QuantityStepper';
export type { QuantityStepperProps, QuantityStepperSize } from './QuantityStepper';
