import { OnDemandApolloProvider } from '@hemma/data';
import { AccountPanel, AddedToCartPanel, CartPanel, MenuPanel } from './ShellPanels';

/**
 * The default layout's side panels: cart, account, menu and added-to-cart. A chunk of its own
 * (Radix Dialog, the cart lines, the account forms), loaded by DeferredShellPanels after the
 * first paint instead of with it. Their Apollo hooks get the page's client, which loads with them.
 */
export default function ShellPanelSet() {
  return (
    <OnDemandApolloProvider>
      <CartPanel />
      <AccountPanel />
      <MenuPanel />
      <AddedToCartPanel />
    </OnDemandApolloProvider>
  );
}
