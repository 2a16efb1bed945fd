import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  countSuggestions,
  parseRecentSearches,
  recentSearchesKey,
  recentSearchesLimit,
  searchDebounceMs,
  searchResultsPath,
  searchableText,
  visibleResultsFor,
} from './searchRules';

const product = (brand: string | null, ...categories: string[]) => ({
  brand: brand
    ? {
        brandId: 1,
        name: brand,
        alias: brand.toLowerCase(),
        canonicalUrl: `/b/${brand.toLowerCase()}`,
      }
    : null,
  categories: categories.map((name, index) => ({
    categoryId: index,
    name,
    alias: name.toLowerCase(),
    canonicalUrl: `/c/${name.toLowerCase()}`,
  })),
});

describe('search rules', () => {
  it('debounces 500 ms and stores recent searches under recentSearches, at most 5', () => {
    expect(searchDebounceMs).toBe(500);
    expect(recentSearchesKey).toBe('recentSearches');
    expect(recentSearchesLimit).toBe(5);
  });

  it('shows 10 results on desktop and 5 on phones', () => {
    expect(visibleResultsFor('phone')).toBe(5);
    expect(visibleResultsFor('tablet')).toBe(10);
    expect(visibleResultsFor('desktop')).toBe(10);
  });

  it('keeps recent searches newest first', () => {
    expect(addRecentSearch(['sofa'], 'lamp')).toEqual(['lamp', 'sofa']);
  });

  it('moves a repeated term to the front instead of listing it twice', () => {
    expect(addRecentSearch(['lamp', 'sofa', 'rug'], 'Sofa')).toEqual(['Sofa', 'lamp', 'rug']);
  });

  it('keeps only the 5 newest recent searches', () => {
    expect(addRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('never stores or searches empty text', () => {
    expect(searchableText('   ')).toBeNull();
    expect(searchableText(' oak ')).toBe('oak');
    expect(addRecentSearch(['lamp'], '  ')).toEqual(['lamp']);
  });

  it('reads a malformed stored list as empty', () => {
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["oak", 3, "", "rug"]')).toEqual(['oak', 'rug']);
    expect(parseRecentSearches(null)).toEqual([]);
  });

  it('goes to the index path plus the search route plus / plus the text', () => {
    expect(searchResultsPath('/', 's', 'oak table')).toBe('/s/oak%20table');
    expect(searchResultsPath('/se/sv', 's', 'ek')).toBe('/se/sv/s/ek');
    expect(searchResultsPath('/en/', '/s/', 'lamp')).toBe('/en/s/lamp');
  });

  it('counts categories and brands from the results, sorted by count descending', () => {
    const { categories, brands } = countSuggestions(
      [
        product('Nord', 'Chairs'),
        product('Ask', 'Tables', 'Chairs'),
        product('Ask', 'Tables'),
        product('Ask', 'Chairs'),
        null,
      ],
      10,
    );
    expect(categories).toEqual([
      { name: 'Chairs', canonicalUrl: '/c/chairs', count: 3 },
      { name: 'Tables', canonicalUrl: '/c/tables', count: 2 },
    ]);
    expect(brands.map((brand) => [brand.name, brand.count])).toEqual([
      ['Ask', 3],
      ['Nord', 1],
    ]);
  });

  it('cuts category and brand suggestions to the visible-results size', () => {
    const products = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => product(name, name));
    const { categories, brands } = countSuggestions(products, 5);
    expect(categories).toHaveLength(5);
    expect(brands).toHaveLength(5);
  });
});
