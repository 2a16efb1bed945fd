import type { GetMenuAtLocationQuery, MenuItemFieldsFragment, MenuItemFragment } from '@hemma/data';
import { childrenOf, visibleItems } from './menuItems';

export type ShellMenu = NonNullable<GetMenuAtLocationQuery['getMenuAtLocation']>;

/** A top-level item without its children; `opens` says whether it has any, so it draws as a menu button. */
export type MenuOutlineItem = MenuItemFieldsFragment & { opens: boolean };

/**
 * The part of a menu the first paint draws: its top level. The levels below are drawn only when
 * the visitor opens an item, so the page does not carry them; they come from the API then.
 */
export interface MenuOutline extends Omit<ShellMenu, 'menuItems'> {
  menuItems: MenuOutlineItem[];
}

/** A main menu item as the header draws it: with its children once they are loaded, else its outline. */
export type MainMenuItem = MenuItemFragment | MenuOutlineItem;

export function outlineOf(menu: ShellMenu): MenuOutline {
  const { menuItems, ...rest } = menu;
  return {
    ...rest,
    menuItems: visibleItems(menuItems).map(({ children, ...fields }) => ({
      ...fields,
      opens: childrenOf({ ...fields, children }).length > 0,
    })),
  };
}

/** Whether an item opens a submenu: it has children, or its outline says it has. */
export function opensSubmenu(item: MainMenuItem): boolean {
  return 'opens' in item ? item.opens : childrenOf(item).length > 0;
}

/** An outline item whose submenu is still on its way: it opens, but its children have not loaded. */
export function submenuLoading(item: MainMenuItem): boolean {
  return 'opens' in item && item.opens;
}

/** An item's children as far as they are loaded: none yet for an outline item. */
export function submenuItemsOf(item: MainMenuItem) {
  return 'opens' in item ? [] : childrenOf(item);
}
