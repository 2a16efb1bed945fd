export * from './AddedToCartPanel';
export * from './CartContents';
export * from './CartPanel';
export * from './LinePrice';
export {
  cartRefusalText,
  onlyLeftText,
  promoErrorText,
  quantityThresholdText,
} from './cartErrorTexts';
export { useAddToCart, type AddToCartState } from './useAddToCart';
