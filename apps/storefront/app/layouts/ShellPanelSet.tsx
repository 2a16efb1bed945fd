import { AccountPanel, AddedToCartPanel, CartPanel, MenuPanel } from './ShellPanels';

/**
 * The default layout's side panels: cart, account, menu and added-to-cart. A chunk of its own
 * (Radix Dialog, the cart lines, the account forms), loaded by DeferredShellPanels after the
 * first paint instead of with it.
 */
export default function ShellPanelSet() {
  return (
    <>
      <CartPanel />
      <AccountPanel />
      <MenuPanel />
      <AddedToCartPanel />
    </>
  );
}
