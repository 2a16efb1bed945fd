import { GetMenuAtLocationDocument } from '@hemma/data';
import type { RouterContextProvider } from 'react-router';
import { menuLocationId, type MenuPlace } from '../components/Shell/menuLocations';
import { loaderQuery } from '../data/loaderQuery.server';

/** Every menu the default layout draws: header, phone menu panel, top bar and the three footer columns. */
export const shellMenuPlaces: readonly MenuPlace[] = ['mainDesktop', 'mainMobile', 'topBar', 'footerFirst', 'footerSecond', 'footerThird'];

/**
 * Loads the shell's menus into the request's Apollo cache, so the server HTML holds the menus and
 * the browser hydrates them from the cache instead of asking again. A failed menu load raises the
 * error page (spec section 8).
 */
export async function loadShellMenus(context: Readonly<RouterContextProvider>, language: 'sv' | 'en'): Promise<void> {
  await Promise.all(
    shellMenuPlaces.map((place) => loaderQuery(context, GetMenuAtLocationDocument, { menuLocationId: menuLocationId(place, language) })),
  );
}
