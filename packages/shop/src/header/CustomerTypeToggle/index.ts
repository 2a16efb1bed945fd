export { CustomerTypeToggle } from './CustomerTypeToggle';
export type { CustomerTypeToggleProps } from './CustomerTypeToggle';
