import { fixtureData } from '@hemma/data/mocks';
import type { ProductFiltersQuery } from '@hemma/data';
import { describe, expect, it } from 'vitest';
import { brandEntriesOf } from './brandEntries';

type Facet = NonNullable<
  NonNullable<NonNullable<ProductFiltersQuery['products']>['filters']>['facets']
>[number];

function filtersWith(facets: Facet[]): ProductFiltersQuery {
  return { products: { count: 0, filters: { price: null, facets } } };
}

const value = (label: string, hidden = false) => ({
  _id: label,
  facetId: 'b',
  parentId: null,
  label,
  url: `/b/${label.toLowerCase()}`,
  order: 0,
  count: 3,
  hidden,
});

describe('brandEntriesOf', () => {
  it('takes the brand facet (group b) and leaves hidden brands and other facets out', () => {
    const result = filtersWith([
      {
        filterId: 'c',
        type: null,
        group: 'c',
        label: 'Categories',
        order: 0,
        values: [value('Sofas')],
      },
      {
        filterId: 'b',
        type: null,
        group: 'b',
        label: 'Brands',
        order: 1,
        values: [value('Nordvik'), value('Hidden', true), null],
      },
    ]);
    expect(brandEntriesOf(result)).toEqual([{ name: 'Nordvik', href: '/b/nordvik', count: 3 }]);
  });

  it('is empty when the list has no brand facet', () => {
    expect(brandEntriesOf(filtersWith([]))).toEqual([]);
    expect(brandEntriesOf({ products: null })).toEqual([]);
  });

  it('reads the recorded catalogue of both channels', () => {
    for (const channel of ['se', 'com'] as const) {
      expect(brandEntriesOf(fixtureData('productFilters', channel, {})).length).toBeGreaterThan(0);
    }
  });
});
