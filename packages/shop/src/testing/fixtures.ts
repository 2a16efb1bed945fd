import type {
  ChannelQuery,
  GetMenuAtLocationQuery,
  MenuItemFragment,
  SearchSuggestionsQuery,
} from '@hemma/data';
import recorded from './fixtures/recorded.json';

/**
 * Responses of the embedded commerce API's seeded shop, recorded with the data package's own
 * operations (getMenuAtLocation, searchSuggestions, channel). To be replaced by `@hemma/data/mocks`
 * once that package ships its fixtures.
 */
const responses = recorded as unknown as Record<string, unknown>;

function menu(location: string): MenuItemFragment[] {
  const data = responses[`menu:${location}`] as GetMenuAtLocationQuery | undefined;
  return (data?.getMenuAtLocation?.menuItems ?? []).filter(
    (item): item is MenuItemFragment => item !== null,
  );
}

export const menuFixtures = {
  mainDesktop: menu('main-desktop-com'),
  mainDesktopSv: menu('main-desktop'),
  mainMobile: menu('main-mobile-com'),
  topBar: menu('top-bar-com'),
  footerFirst: menu('footer-first-com'),
  footerSecond: menu('footer-second-com'),
  footerThird: menu('footer-third-com'),
};

export const menuTitleFixtures = {
  footerFirst:
    (responses['menu:footer-first-com'] as GetMenuAtLocationQuery).getMenuAtLocation?.title ?? '',
  footerSecond:
    (responses['menu:footer-second-com'] as GetMenuAtLocationQuery).getMenuAtLocation?.title ?? '',
  footerThird:
    (responses['menu:footer-third-com'] as GetMenuAtLocationQuery).getMenuAtLocation?.title ?? '',
};

export type SearchProducts = NonNullable<SearchSuggestionsQuery['products']>;

/** The products answer for a search text: 'sofa', 'oak' and a text with no results. */
export function searchFixture(term: 'sofa' | 'oak' | 'zzzqx'): SearchProducts {
  const data = responses[`search:${term}`] as SearchSuggestionsQuery;
  return data.products ?? { count: 0, products: [] };
}

export const channelFixture = (responses['channel:com'] as ChannelQuery).channel;
