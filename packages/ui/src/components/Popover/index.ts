export { Popover, popoverSides } from './Popover';
export type { PopoverContentProps, PopoverSide } from './Popover';
