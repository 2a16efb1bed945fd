import { layout, useSidePanel } from '@hemma/ui';
import { useState, type ReactNode } from 'react';
import {
  ConnectedSearch,
  Header,
  shellPanels,
  useMainMenu,
  useScrollPosition,
  useShell,
} from '@hemma/shop';
import { useCart } from '@hemma/data';

export interface ConnectedHeaderProps {
  topBar?: ReactNode;
  /** The main area's top padding: scrolling down past it hides the header. */
  hideAfter?: number;
}

/** The header on the main-desktop menu, the visitor's cart and the window scroll. */
export function ConnectedHeader({
  topBar,
  hideAfter = layout.headerHeight.desktop + layout.topBarHeight.desktop,
}: ConnectedHeaderProps) {
  const shell = useShell();
  const panels = useSidePanel();
  const scroll = useScrollPosition(hideAfter, shell.siteTopThreshold);
  const [searchRequested, setSearchRequested] = useState(false);
  const cart = useCart(shell.vatIncluded);
  const menu = useMainMenu();

  return (
    <Header
      logoHref={shell.links.index}
      menuItems={menu.items}
      onSubmenusNeeded={menu.loadSubmenus}
      menuState={shell.menuState}
      menuLayout={shell.menuLayout}
      search={
        <ConnectedSearch
          open={searchRequested || undefined}
          onOpenChange={(open) => setSearchRequested(open)}
        />
      }
      topBar={topBar}
      favoritesHref={shell.links.favorites}
      favoritesCount={shell.favoritesCount}
      loggedIn={shell.loggedIn}
      accountHref={shell.links.accountOrders}
      onLoginClick={() => panels.open(shellPanels.account, 'login')}
      cart={{ quantity: cart.quantity, subtotal: cart.subtotal }}
      onCartClick={() => panels.open(shellPanels.cart)}
      onMenuClick={() => panels.open(shellPanels.menu)}
      onSearchClick={() => setSearchRequested(true)}
      searchRequested={searchRequested}
      scrolled={scroll.scrolled}
      hidden={scroll.hidden && !searchRequested}
      atTop={scroll.atTop}
      searchAlwaysVisible={!shell.searchOnlyAtTop}
      dark={shell.darkHeader}
    />
  );
}
