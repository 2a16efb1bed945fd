export { CartContents, freeShippingShare } from './CartContents';
export type { CartContentsProps } from './CartContents';
