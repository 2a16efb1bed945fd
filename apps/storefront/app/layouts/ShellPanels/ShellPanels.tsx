import { SidePanel, useSidePanel } from '@hemma/ui';
import { useShopLabels, useShellMenu } from '@hemma/shop';
import { MobileMenu, shellPanels } from '@hemma/shop';
import { AccountPanel } from '../../features/account/AccountPanel';
import { AddedToCartPanel } from '../../features/cart/AddedToCartPanel';
import { CartPanel } from '../../features/cart/CartPanel';
import { addedToCartPanel } from '../../features/cart/cartPanels';
import { ShopSettings } from './ShopSettings';

/** The cart panels live in features/cart; the layout mounts them from here with the other panels. */
export { AddedToCartPanel, CartPanel, addedToCartPanel };

/** The account panel lives in features/account (login, create account and forgot password frames). */
export { AccountPanel };

/**
 * The main-mobile menu, drawn only while the panel is open: the page does not carry it, and it is
 * asked of the API when the visitor first opens the panel.
 */
function MobileMainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useShopLabels();
  const menu = useShellMenu('mainMobile');
  return (
    <MobileMenu
      items={menu?.menuItems ?? []}
      label={t('header.mainMenu')}
      onNavigate={onNavigate}
    />
  );
}

/** The phone and tablet menu panel: the main-mobile menu, then language, market and customer type. */
export function MenuPanel() {
  const { t } = useShopLabels();
  const { close } = useSidePanel();
  return (
    <SidePanel.Root name={shellPanels.menu}>
      <SidePanel.Content
        side="left"
        title={t('header.mainMenu')}
        hideTitle
        closeLabel={t('header.closeMenu')}
      >
        <MobileMainMenu onNavigate={close} />
        <ShopSettings onNavigate={close} />
      </SidePanel.Content>
    </SidePanel.Root>
  );
}
