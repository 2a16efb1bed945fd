import type { SearchSuggestionFragment } from '@hemma/data';
import type { ViewportClass } from '@hemma/ui';

/** Spec section 9: the product search fires after 500 ms without typing. */
export const searchDebounceMs = 500;

/** Spec section 3: recent searches live in local storage under this key. */
export const recentSearchesKey = 'recentSearches';

/** Spec section 9: at most five recent searches are kept. */
export const recentSearchesLimit = 5;

/** Spec section 9: ten visible results on desktop, five on phones. */
export function visibleResultsFor(viewport: ViewportClass): number {
  return viewport === 'phone' ? 5 : 10;
}

/** Spec section 5: text must be non-empty to be searched, submitted or stored. */
export function searchableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Newest first; a repeated term moves to the front; cut to the limit. */
export function addRecentSearch(
  recent: readonly string[],
  term: string,
  limit = recentSearchesLimit,
): string[] {
  const text = searchableText(term);
  if (text === null) return [...recent];
  const key = text.toLocaleLowerCase();
  return [text, ...recent.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, limit);
}

/** Reads the stored list leniently: anything that is not a list of strings counts as empty. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, recentSearchesLimit)
      : [];
  } catch {
    return [];
  }
}

/** The search results page: the index path, the search route path, '/', the typed text. */
export function searchResultsPath(indexPath: string, searchRoute: string, text: string): string {
  const base = indexPath.endsWith('/') ? indexPath.slice(0, -1) : indexPath;
  const route = searchRoute.replace(/^\/+|\/+$/g, '');
  return `${base}/${route}/${encodeURIComponent(text.trim())}`;
}

export interface CountedSuggestion {
  name: string;
  canonicalUrl: string;
  count: number;
}

type SuggestionProduct = Pick<SearchSuggestionFragment, 'brand' | 'categories'>;

function countBy(
  entries: Iterable<{ name: string | null | undefined; canonicalUrl: string | null | undefined }>,
  visible: number,
): CountedSuggestion[] {
  const counted = new Map<string, CountedSuggestion>();
  for (const { name, canonicalUrl } of entries) {
    if (!name || !canonicalUrl) continue;
    const existing = counted.get(canonicalUrl);
    if (existing) existing.count += 1;
    else counted.set(canonicalUrl, { name, canonicalUrl, count: 1 });
  }
  // Array sort is stable: equal counts keep the order in which the results named them.
  return [...counted.values()].sort((a, b) => b.count - a.count).slice(0, visible);
}

/**
 * Spec section 9: category and brand suggestions are counted from the results, sorted by count
 * descending and cut to the visible-results size.
 */
export function countSuggestions(products: readonly (SuggestionProduct | null)[], visible: number) {
  const present = products.filter((product): product is SuggestionProduct => product !== null);
  return {
    categories: countBy(
      present.flatMap((product) =>
        (product.categories ?? []).filter((category) => category !== null),
      ),
      visible,
    ),
    brands: countBy(
      present.flatMap((product) => (product.brand ? [product.brand] : [])),
      visible,
    ),
  };
}
