import { useGetMenuAtLocationQuery } from '@hemma/data';
import { Button, SidePanel, useSidePanel } from '@hemma/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MobileMenu, shellPanels } from '../Header';
import { menuLocationId, useCart, useShell, type CartSummary } from '../Shell';
import * as styles from './ShellPanels.css';

/** Names of the panels the shell draws; `shellPanels` (cart, account, menu) plus this one. */
export const addedToCartPanel = 'added-to-cart';

function CartLines({ cart }: { cart: CartSummary }) {
  const { t } = useTranslation();
  const { vatIncluded } = useShell();
  const items = (cart.cart?.items ?? []).filter((item) => item !== null);
  if (items.length === 0) return <p className={styles.empty}>{t('shell.cartEmpty')}</p>;
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <li key={item.id} className={styles.line}>
          <span className={styles.lineName}>{item.product?.name}</span>
          <span className={styles.muted}>{t('shell.quantity', { count: item.quantity })}</span>
          <span className={styles.amount}>
            {vatIncluded ? item.totalPrice?.sellingPriceIncVatFormatted : item.totalPrice?.sellingPriceExVatFormatted}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CheckoutFooter({ cart }: { cart: CartSummary }) {
  const { t } = useTranslation();
  const { links } = useShell();
  const { close } = useSidePanel();
  if (cart.quantity === 0) return null;
  return (
    <div className={styles.footer}>
      <p className={styles.subtotal}>
        <span>{t('header.subtotal')}</span>
        <span className={styles.amount}>{cart.subtotal}</span>
      </p>
      <Link to={links.checkout} className={styles.primaryLink} onClick={close}>
        {t('shell.toCheckout')}
      </Link>
    </div>
  );
}

/** The cart side panel: the cart's lines and subtotal, or an honest empty state. */
export function CartPanel() {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <SidePanel.Root name={shellPanels.cart}>
      <SidePanel.Content
        title={t('header.cart')}
        description={t('header.cartCount', { count: cart.quantity })}
        footer={<CheckoutFooter cart={cart} />}
      >
        <CartLines cart={cart} />
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

/** Opened after an add to cart: what the cart holds now, and the way on. */
export function AddedToCartPanel() {
  const { t } = useTranslation();
  const cart = useCart();
  const { close } = useSidePanel();
  return (
    <SidePanel.Root name={addedToCartPanel}>
      <SidePanel.Content title={t('shell.addedToCart')} footer={<CheckoutFooter cart={cart} />}>
        <CartLines cart={cart} />
        <Button variant="outline" onClick={close}>
          {t('shell.continueShopping')}
        </Button>
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

/**
 * The account panel. Its login frame leads to the account page until the login form arrives
 * (a later issue); logged in, it offers the orders and logging out.
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const { links, loggedIn, onLogout } = useShell();
  const { close } = useSidePanel();
  return (
    <SidePanel.Root name={shellPanels.account}>
      <SidePanel.Content title={t('header.account')}>
        {loggedIn ? (
          <div className={styles.stack}>
            <Link to={links.accountOrders} className={styles.primaryLink} onClick={close}>
              {t('header.myOrders')}
            </Link>
            <Button
              variant="outline"
              onClick={() => {
                onLogout();
                close();
              }}
            >
              {t('header.logout')}
            </Button>
          </div>
        ) : (
          <div className={styles.stack}>
            <p className={styles.muted}>{t('shell.loginLead')}</p>
            <Link to={links.account} className={styles.primaryLink} onClick={close}>
              {t('shell.toLogin')}
            </Link>
          </div>
        )}
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

/** The phone menu panel on the main-mobile menu. */
export function MenuPanel() {
  const { t } = useTranslation();
  const { menuLanguage } = useShell();
  const { close } = useSidePanel();
  const { data } = useGetMenuAtLocationQuery({
    variables: { menuLocationId: menuLocationId('mainMobile', menuLanguage) },
    errorPolicy: 'all',
  });
  return (
    <SidePanel.Root name={shellPanels.menu}>
      <SidePanel.Content side="left" title={t('header.mainMenu')} hideTitle closeLabel={t('header.closeMenu')}>
        <MobileMenu items={data?.getMenuAtLocation?.menuItems ?? []} label={t('header.mainMenu')} onNavigate={close} />
      </SidePanel.Content>
    </SidePanel.Root>
  );
}
