import { useOnDemandQuery, type GetMenuAtLocationQueryVariables } from '@hemma/data';
import { useCallback, useState } from 'react';
import { menuLocationId, type MenuPlace } from './menuLocations';
import type { MainMenuItem } from './menuOutline';
import { useShell, type ShellMenu } from './ShellContext';

/**
 * A menu of the shell. The app's root loader sends the menus with the page, so hydrating reads
 * no cache (on a phone, reading the main menu's tree out of Apollo's normalized cache was ~45 ms
 * of one task) and Apollo loads only when a menu is asked of the API: a shell without them
 * (Storybook, tests), or the main menu's lower levels.
 */
function useMenuQuery(options: { variables: GetMenuAtLocationQueryVariables; skip: boolean }) {
  return useOnDemandQuery((documents) => documents.GetMenuAtLocationDocument, {
    ...options,
    errorPolicy: 'all',
  });
}

export function useShellMenu(place: Exclude<MenuPlace, 'mainDesktop'>): ShellMenu | null {
  const shell = useShell();
  const sent = shell.menus?.[place];
  const { data } = useMenuQuery({
    variables: { menuLocationId: menuLocationId(place, shell.menuLanguage) },
    skip: sent !== undefined,
  });
  return sent !== undefined ? sent : (data?.getMenuAtLocation ?? null);
}

export interface ShellMainMenu {
  items: readonly (MainMenuItem | null)[];
  /** Asks the API for the levels below the top one; the header calls it as the visitor reaches the menu. */
  loadSubmenus: () => void;
}

/**
 * The header's main menu. The page carries only its outline (the first paint draws the top
 * level); the whole menu is asked of the API once the visitor reaches for it, and replaces the
 * outline. A shell without the outline (Storybook, tests) asks the API at once.
 */
export function useMainMenu(): ShellMainMenu {
  const shell = useShell();
  const outline = shell.menus?.mainDesktop;
  const [submenusWanted, setSubmenusWanted] = useState(false);
  const { data } = useMenuQuery({
    variables: { menuLocationId: menuLocationId('mainDesktop', shell.menuLanguage) },
    skip: outline !== undefined && !submenusWanted,
  });
  const loadSubmenus = useCallback(() => setSubmenusWanted(true), []);
  const items = data?.getMenuAtLocation?.menuItems ?? outline?.menuItems ?? [];
  return { items, loadSubmenus };
}
