export { colourVariants, VariantPicker } from './VariantPicker';
export type { VariantPickerProps } from './VariantPicker';
