import type { MenuLayout } from '@hemma/data';
import type { MainMenuItem } from '../../shell';
import type { MenuState } from './useMenuOpening';

export type { MenuLayout };

export interface MainMenuProps {
  /** The whole menu, or its outline until the submenus are loaded. */
  items: readonly (MainMenuItem | null)[];
  /** The visitor's pointer or focus reached the menu: a submenu may open soon, so load them. */
  onSubmenusNeeded?: (() => void) | undefined;
  /** Spec section 2: the menu opens on click or on hover. */
  menuState: MenuState;
  /** Full-width mega menu (4, 6 or 7 columns by width) or a boxed dropdown under the item. */
  layout: MenuLayout;
  label: string;
  /** Opens an item from the start (stories of the open menu). */
  defaultOpenId?: string;
}
