import { GetMenuAtLocationDocument } from '@hemma/data';
import type { RouterContextProvider } from 'react-router';
import { menuLocationId, type MenuPlace } from '../shell/menuLocations';
import type { ShellMenus } from '../shell';
import { loaderQuery } from '../data/loaderQuery.server';
import { sharedCatalogueAnswer } from '../data/sharedAnswers.server';

/** Every menu the default layout draws: header, phone menu panel, top bar and the three footer columns. */
export const shellMenuPlaces: readonly MenuPlace[] = [
  'mainDesktop',
  'mainMobile',
  'topBar',
  'footerFirst',
  'footerSecond',
  'footerThird',
];

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
  // The same six menus for every anonymous visitor of a channel, market and language: kept a
  // short while (sharedAnswers.server.ts) instead of six API calls on every page.
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
      return Object.fromEntries(
        shellMenuPlaces.map((place, index) => [place, menus[index]?.getMenuAtLocation ?? null]),
      ) as ShellMenus;
    },
  );
}
