import { GetMenuAtLocationDocument } from '@hemma/data';
import type { RouterContextProvider } from 'react-router';
import { menuLocationId, outlineOf, type ShellMenu, type ShellMenus } from '@hemma/shop';
import { loaderQuery } from '../data/loaderQuery.server';
import { sharedCatalogueAnswer } from '../data/sharedAnswers.server';

/**
 * The menus the first paint draws: the header's main menu (its top level: the outline), the top
 * bar and the three footer columns. The phone menu panel and the main menu's submenus are drawn
 * only when the visitor opens them; they are asked of the API then (shell/useShellMenu.ts).
 */
export const shellMenuPlaces = [
  'mainDesktop',
  'topBar',
  'footerFirst',
  'footerSecond',
  'footerThird',
] as const;

/**
 * Loads the shell's menus for the root loader's data: the server HTML holds them, and the browser
 * hydrates them from the loader data without asking again or reading a cache. They stay out of
 * the Apollo cache the HTML carries, so they are sent once. A failed menu load raises the error
 * page (spec section 8) and is not kept.
 */
export function loadShellMenus(
  context: Readonly<RouterContextProvider>,
  language: 'sv' | 'en',
): Promise<ShellMenus> {
  // The same five menus for every anonymous visitor of a channel, market and language: kept a
  // short while (sharedAnswers.server.ts) instead of five API calls on every page.
  return sharedCatalogueAnswer(
    context,
    { name: 'shellMenus', variables: { language } },
    async () => {
      const menus = await Promise.all(
        shellMenuPlaces.map((place) =>
          loaderQuery(
            context,
            GetMenuAtLocationDocument,
            { menuLocationId: menuLocationId(place, language) },
            { cache: false },
          ),
        ),
      );
      const byPlace = Object.fromEntries(
        shellMenuPlaces.map((place, index) => [place, menus[index]?.getMenuAtLocation ?? null]),
      ) as Record<(typeof shellMenuPlaces)[number], ShellMenu | null>;
      const { mainDesktop, ...drawnInFull } = byPlace;
      return { ...drawnInFull, mainDesktop: mainDesktop && outlineOf(mainDesktop) };
    },
  );
}
