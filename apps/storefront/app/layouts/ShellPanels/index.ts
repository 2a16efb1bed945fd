export {
  AccountPanel,
  AddedToCartPanel,
  CartPanel,
  MenuPanel,
  addedToCartPanel,
} from './ShellPanels';
