import {
  CartIcon,
  HeartIcon,
  Logo,
  MenuIcon,
  NotificationBadge,
  SearchIcon,
  UserIcon,
  headerSurface,
  headerSurfaceDark,
  visuallyHidden,
} from '@hemma/ui';
import type { ReactNode } from 'react';
import { useShopLabels } from '../../labels';
import type { MainMenuItem } from '../../shell';
import { ShellLink } from '../ShellLink';
import { DeferredMainMenu } from './DeferredMainMenu';
import type { MenuLayout } from './mainMenuProps';
import type { MenuState } from './useMenuOpening';
import * as styles from './Header.css';

export interface HeaderCart {
  /** Number of items in the cart, shown as a badge. */
  quantity: number;
  /** The cart's formatted subtotal, e.g. '€723.60'. */
  subtotal: string | null;
}

export interface HeaderProps {
  /** The index route the logo goes to. */
  logoHref: string;
  /** The main menu: the whole menu, or its outline until the submenus are loaded. */
  menuItems: readonly (MainMenuItem | null)[];
  /** The visitor reached the main menu: time to load its submenus. */
  onSubmenusNeeded?: () => void;
  menuState: MenuState;
  menuLayout: MenuLayout;
  /** The search box (the connected one in the app). */
  search: ReactNode;
  /** The top bar, drawn above the header row and sliding with it. */
  topBar?: ReactNode;
  favoritesHref: string;
  favoritesCount: number;
  loggedIn: boolean;
  /** Where a logged-in visitor's account button goes: the account orders route. */
  accountHref: string;
  /** A visitor who is not logged in opens the account side panel on its login frame. */
  onLoginClick: () => void;
  cart: HeaderCart;
  onCartClick: () => void;
  onMenuClick: () => void;
  /** The phone and tablet search toggle; also whether the search was opened explicitly. */
  onSearchClick: () => void;
  searchRequested: boolean;
  /** Scrolled away from the top: a shadow. */
  scrolled: boolean;
  /** Scrolling down past the main area: slides up out of view. */
  hidden: boolean;
  /** Within the site-top threshold, where phones and tablets show the search box. */
  atTop: boolean;
  /** Keep the search visible on small screens wherever the page is scrolled. */
  searchAlwaysVisible?: boolean;
  dark: boolean;
  /** Opens a main menu item from the start (stories of the open menu). */
  defaultOpenMenuId?: string;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The page header: logo, main menu, search, favorites, account and mini cart. */
export function Header({
  logoHref,
  menuItems,
  onSubmenusNeeded,
  menuState,
  menuLayout,
  search,
  topBar,
  favoritesHref,
  favoritesCount,
  loggedIn,
  accountHref,
  onLoginClick,
  cart,
  onCartClick,
  onMenuClick,
  onSearchClick,
  searchRequested,
  scrolled,
  hidden,
  atTop,
  searchAlwaysVisible = false,
  dark,
  defaultOpenMenuId,
}: HeaderProps) {
  const { t } = useShopLabels();
  const searchShown = searchAlwaysVisible || atTop || searchRequested;
  const favoritesLabel = `${t('header.favorites')}, ${t('header.favoritesCount', { count: favoritesCount })}`;
  const showSubtotal = Boolean(cart.subtotal) && cart.quantity > 0;
  // The visible subtotal follows this text, so the button's name reads 'Cart, 3 products…, Subtotal €…'.
  const cartLabel = [
    t('header.cart'),
    t('header.cartCount', { count: cart.quantity }),
    showSubtotal ? t('header.subtotal') : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <header
      className={cx(
        dark ? headerSurfaceDark : headerSurface,
        styles.root,
        topBar ? styles.withTopBar : undefined,
        scrolled && styles.scrolled,
        hidden && styles.hidden,
        !searchShown && styles.keepsSearchRowPlace,
      )}
      data-scrolled={scrolled || undefined}
      data-hidden={hidden || undefined}
    >
      {topBar}
      <div className={styles.row}>
        <button
          type="button"
          className={cx(styles.iconButton, styles.smallOnly, styles.toggle)}
          onClick={onMenuClick}
          aria-label={t('header.openMenu')}
        >
          <MenuIcon />
        </button>
        <ShellLink to={logoHref} className={styles.logo}>
          <Logo dark={dark} alt={t('header.logo')} className={styles.logoImage} />
        </ShellLink>
        <DeferredMainMenu
          className={styles.menu}
          items={menuItems}
          onSubmenusNeeded={onSubmenusNeeded}
          menuState={menuState}
          layout={menuLayout}
          label={t('header.mainMenu')}
          defaultOpenId={defaultOpenMenuId}
        />
        <div
          className={cx(
            styles.search,
            searchShown ? styles.searchShown : styles.searchHiddenOnSmall,
          )}
          data-search-shown={searchShown}
        >
          {search}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(styles.iconButton, styles.smallOnly)}
            onClick={onSearchClick}
            aria-label={t('header.openSearch')}
          >
            <SearchIcon />
          </button>
          <ShellLink to={favoritesHref} className={styles.iconButton} aria-label={favoritesLabel}>
            {/* The link's name says the count, so the badge adds no words of its own. */}
            <NotificationBadge count={favoritesCount} label={false}>
              <span className={styles.badgeHost}>
                <HeartIcon />
              </span>
            </NotificationBadge>
          </ShellLink>
          {loggedIn ? (
            <ShellLink
              to={accountHref}
              className={styles.iconButton}
              aria-label={t('header.myOrders')}
            >
              <UserIcon />
            </ShellLink>
          ) : (
            <button
              type="button"
              className={styles.iconButton}
              onClick={onLoginClick}
              aria-label={t('header.login')}
            >
              <UserIcon />
            </button>
          )}
          <button type="button" className={styles.cartButton} onClick={onCartClick}>
            <NotificationBadge count={cart.quantity} label={false}>
              <span className={styles.badgeHost}>
                <CartIcon />
              </span>
            </NotificationBadge>
            <span className={visuallyHidden}>{cartLabel}</span>
            {showSubtotal ? (
              <>
                {' '}
                <span className={styles.subtotal}>{cart.subtotal}</span>
              </>
            ) : null}
          </button>
        </div>
      </div>
    </header>
  );
}
