import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productListSorts } from '@hemma/data';
import {
  clearFilters,
  emptyListQuery,
  facetIdsOf,
  listSearch,
  parseListQuery,
  serializeListQuery,
  toggleChoice,
  type ListQuery,
} from './listQuery';

const choice = fc.record({
  label: fc.string({ maxLength: 12 }),
  id: fc.string({ minLength: 1, maxLength: 8 }),
});
const choices = fc.uniqueArray(choice, { selector: (value) => value.id, maxLength: 4 });
const listQuery: fc.Arbitrary<ListQuery> = fc.record({
  categories: choices,
  brands: choices,
  skus: choices,
  discount: choices,
  parameters: fc.dictionary(
    fc.stringMatching(/^[a-z0-9]{1,6}$/),
    choices.filter((list) => list.length > 0),
    { maxKeys: 3 },
  ),
  price: fc.option(
    fc
      .tuple(fc.nat(100_000), fc.nat(100_000))
      .map(([a, b]) => ({ lowest: Math.min(a, b), highest: Math.max(a, b) })),
    { nil: null },
  ),
  sort: fc.option(fc.constantFrom(...productListSorts), { nil: null }),
  page: fc.integer({ min: 1, max: 50 }),
});

describe('list query in the URL (spec: categories, brands, skus, price, discount, sort, page, p-{name}; values a comma list of label~id)', () => {
  it('reads back every state it writes, through a real URL', () => {
    fc.assert(
      fc.property(listQuery, (query) => {
        const url = new URL(`https://shop.example/c/sofas${listSearch(query)}`);
        expect(parseListQuery(url.searchParams)).toEqual(query);
      }),
    );
  });

  it('writes values as a comma list of label~id', () => {
    const query: ListQuery = {
      ...emptyListQuery,
      categories: [
        { label: 'Sofas', id: '2' },
        { label: 'Armchairs', id: '6' },
      ],
      parameters: { '1': [{ label: 'Beige', id: 'beige' }] },
      price: { lowest: 300, highest: 1200 },
      sort: 'PRICE',
      page: 3,
    };
    expect(Object.fromEntries(serializeListQuery(query))).toEqual({
      categories: 'Sofas~2,Armchairs~6',
      'p-1': 'Beige~beige',
      price: '300~1200',
      sort: 'PRICE',
      page: '3',
    });
  });

  it('keeps labels that hold the separators', () => {
    const query: ListQuery = {
      ...emptyListQuery,
      brands: [{ label: 'Ljung & Co, 50% ~ off', id: '2' }],
    };
    expect(parseListQuery(serializeListQuery(query))).toEqual(query);
  });

  it('leaves out what is malformed: unknown sort, bad page, reversed price, items without an id', () => {
    const query = parseListQuery(
      new URLSearchParams('sort=CHEAP&page=0&price=900~100&brands=Nordvik,Ljung~2'),
    );
    expect(query).toEqual({ ...emptyListQuery, brands: [{ label: 'Ljung', id: '2' }] });
  });

  it('writes nothing for the default state', () => {
    expect(listSearch(emptyListQuery)).toBe('');
  });
});

describe('filters', () => {
  it("turns choices into the API's facet ids", () => {
    const query: ListQuery = {
      ...emptyListQuery,
      categories: [{ label: 'Sofas', id: '2' }],
      skus: [{ label: '180', id: '180' }],
      parameters: { '1': [{ label: 'Beige', id: 'beige' }] },
    };
    expect(facetIdsOf(query)).toEqual(['c_2', 'sk_180', 'p_1_beige']);
  });

  it('toggles a facet on and off and starts again at page 1', () => {
    const on = toggleChoice({ ...emptyListQuery, page: 4 }, 'p_1_beige', 'Beige');
    expect(on).toMatchObject({ parameters: { '1': [{ label: 'Beige', id: 'beige' }] }, page: 1 });
    expect(toggleChoice(on, 'p_1_beige', 'Beige').parameters).toEqual({});
    expect(toggleChoice(emptyListQuery, 'dc_3', 'Nordvik days').discount).toEqual([
      { label: 'Nordvik days', id: '3' },
    ]);
  });

  it('clears every filter and keeps the sort', () => {
    const query: ListQuery = {
      ...emptyListQuery,
      brands: [{ label: 'Nordvik', id: '1' }],
      price: { lowest: 1, highest: 2 },
      sort: 'LATEST',
      page: 2,
    };
    expect(clearFilters(query)).toEqual({ ...emptyListQuery, sort: 'LATEST' });
  });
});
