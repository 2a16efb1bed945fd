import { useGetMenuAtLocationQuery, skippedOnServer } from '@hemma/data';
import { menuLocationId, type MenuPlace } from './menuLocations';
import { useShell, type ShellMenu } from './ShellContext';

/**
 * A menu of the shell. The app's root loader sends the menus with the page, so hydrating reads
 * no cache: on a phone, reading the main menu's tree out of Apollo's normalized cache was ~45 ms
 * of one task. A shell without them (Storybook, tests) asks the API.
 */
const useMenuQuery = skippedOnServer(useGetMenuAtLocationQuery);

export function useShellMenu(place: MenuPlace): ShellMenu | null {
  const shell = useShell();
  const sent = shell.menus?.[place];
  const { data } = useMenuQuery({
    variables: { menuLocationId: menuLocationId(place, shell.menuLanguage) },
    errorPolicy: 'all',
    skip: sent !== undefined,
  });
  return sent !== undefined ? sent : (data?.getMenuAtLocation ?? null);
}
