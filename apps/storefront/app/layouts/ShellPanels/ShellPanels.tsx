import { SidePanel, useSidePanel } from '@hemma/ui';
import { addedToCartPanel } from '@hemma/data';
import {
  AddedToCartPanel as ShopAddedToCartPanel,
  CartPanel as ShopCartPanel,
  MobileMenu,
  shellPanels,
  useShopLabels,
  useShellMenu,
} from '@hemma/shop';
import { AccountPanel } from '../../features/account/AccountPanel';
import { RoutedShopProviders } from '../../features/shop/RoutedShopProviders';
import { ShopSettings } from './ShopSettings';

/** The cart panels of @hemma/shop, their contents drawn with the app's shop providers. */
export function CartPanel() {
  return <ShopCartPanel providers={RoutedShopProviders} />;
}

export function AddedToCartPanel() {
  return <ShopAddedToCartPanel providers={RoutedShopProviders} />;
}

export { addedToCartPanel };

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
