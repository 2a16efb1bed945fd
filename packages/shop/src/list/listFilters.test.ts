import { fixtureData } from '@hemma/data/mocks';
import { describe, expect, it } from 'vitest';
import { listFiltersData } from './listFilters';

const answered = fixtureData('productFilters', 'com', { categoryAlias: 'furniture' }).products
  ?.filters;

describe('listFiltersData', () => {
  it('keeps every facet and value the API answered, in its order, with what the filters draw', () => {
    const filters = listFiltersData(answered)!;
    const facets = (answered?.facets ?? []).filter((facet) => facet !== null);
    expect(facets.length).toBeGreaterThan(1);
    expect(filters.facets.map((facet) => facet.filterId)).toEqual(
      facets.map((facet) => facet.filterId),
    );
    facets.forEach((facet, index) => {
      const values = (facet.values ?? []).filter((value) => value !== null);
      expect(filters.facets[index]!.values.map((value) => value._id)).toEqual(
        values.map((value) => value._id),
      );
      // Each value drawn as answered: the copy differs from the answer only by what it leaves out.
      filters.facets[index]!.values.forEach((value, position) =>
        expect(values[position]).toMatchObject(value),
      );
    });
    expect(filters.price).toEqual({
      lowest: answered!.price!.lowest,
      highest: answered!.price!.highest,
    });
  });

  it('leaves the links, facet ids and type names behind', () => {
    const filters = listFiltersData(answered)!;
    expect(Object.keys(filters.facets[0]!).sort()).toEqual(
      ['filterId', 'group', 'label', 'order', 'values'].sort(),
    );
    expect(Object.keys(filters.facets[0]!.values[0]!).sort()).toEqual(
      ['_id', 'count', 'hidden', 'label', 'order', 'parentId'].sort(),
    );
    expect(JSON.stringify(filters)).not.toContain('__typename');
  });

  it('is null when the API answered no filters', () => {
    expect(listFiltersData(null)).toBeNull();
    expect(listFiltersData(undefined)).toBeNull();
  });
});
