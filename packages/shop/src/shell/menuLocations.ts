/** The menus the shell shows, by where they sit. */
export type MenuPlace =
  'mainDesktop' | 'mainMobile' | 'topBar' | 'footerFirst' | 'footerSecond' | 'footerThird';

const baseIds: Record<MenuPlace, string> = {
  mainDesktop: 'main-desktop',
  mainMobile: 'main-mobile',
  topBar: 'top-bar',
  footerFirst: 'footer-first',
  footerSecond: 'footer-second',
  footerThird: 'footer-third',
};

/** Spec section 7: Swedish menus use the plain location ids, English ones add the -com suffix. */
export function menuLocationId(place: MenuPlace, language: 'sv' | 'en'): string {
  return language === 'sv' ? baseIds[place] : `${baseIds[place]}-com`;
}
