import { productListSorts, type ProductListSort } from '@hemma/data';

/** A chosen filter value: its label (kept so a shared link reads well) and its id. */
export interface Choice {
  label: string;
  id: string;
}

export interface PriceRange {
  lowest: number;
  highest: number;
}

/** Every list selection of spec section 3, as the URL carries it. */
export interface ListQuery {
  categories: Choice[];
  brands: Choice[];
  skus: Choice[];
  discount: Choice[];
  /** Parameters keyed by the parameter's id: `p-{name}` in the URL. */
  parameters: Record<string, Choice[]>;
  price: PriceRange | null;
  sort: ProductListSort | null;
  /** 1-based; page n shows the first n pages of products. */
  page: number;
}

export const choiceKeys = ['categories', 'brands', 'skus', 'discount'] as const;
export type ChoiceKey = (typeof choiceKeys)[number];

/** The facet group the commerce API files each kind of choice under (`c_3`, `b_1`, `sk_180`, `dc_2`, `p_1_beige`). */
export const facetGroups: Record<ChoiceKey, string> = {
  categories: 'c',
  brands: 'b',
  skus: 'sk',
  discount: 'dc',
};

export const emptyListQuery: ListQuery = {
  categories: [],
  brands: [],
  skus: [],
  discount: [],
  parameters: {},
  price: null,
  sort: null,
  page: 1,
};

const parameterPrefix = 'p-';

// Labels and ids may hold the separators themselves: they are escaped, and so is the escape.
const escapePart = (value: string) =>
  value.replace(/%/g, '%25').replace(/,/g, '%2C').replace(/~/g, '%7E');
const unescapePart = (value: string) =>
  value.replace(/%7E/gi, '~').replace(/%2C/gi, ',').replace(/%25/g, '%');

function parseChoices(raw: string | null): Choice[] {
  if (!raw) return [];
  const choices: Choice[] = [];
  for (const item of raw.split(',')) {
    const separator = item.lastIndexOf('~');
    if (separator < 0) continue;
    const id = unescapePart(item.slice(separator + 1));
    if (!id || choices.some((choice) => choice.id === id)) continue;
    choices.push({ label: unescapePart(item.slice(0, separator)), id });
  }
  return choices;
}

function serializeChoices(choices: readonly Choice[]): string {
  return choices.map((choice) => `${escapePart(choice.label)}~${escapePart(choice.id)}`).join(',');
}

function parsePrice(raw: string | null): PriceRange | null {
  const [lowest, highest] = parseChoices(raw).flatMap((choice) => [
    Number(choice.label),
    Number(choice.id),
  ]);
  if (
    lowest === undefined ||
    highest === undefined ||
    !Number.isFinite(lowest) ||
    !Number.isFinite(highest) ||
    lowest < 0 ||
    lowest > highest
  )
    return null;
  return { lowest, highest };
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseSort(raw: string | null): ProductListSort | null {
  return (productListSorts as readonly string[]).includes(raw ?? '')
    ? (raw as ProductListSort)
    : null;
}

/** Reads a list's state from its URL; anything malformed is left out rather than failing the page. */
export function parseListQuery(search: URLSearchParams): ListQuery {
  const parameters: Record<string, Choice[]> = {};
  for (const [key, value] of search) {
    if (!key.startsWith(parameterPrefix) || key.length === parameterPrefix.length) continue;
    const choices = parseChoices(value);
    if (choices.length) parameters[key.slice(parameterPrefix.length)] = choices;
  }
  return {
    categories: parseChoices(search.get('categories')),
    brands: parseChoices(search.get('brands')),
    skus: parseChoices(search.get('skus')),
    discount: parseChoices(search.get('discount')),
    parameters,
    price: parsePrice(search.get('price')),
    sort: parseSort(search.get('sort')),
    page: parsePage(search.get('page')),
  };
}

/** The URL parameters of a list state, in a fixed order; empty parts and page 1 are left out. */
export function serializeListQuery(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of choiceKeys)
    if (query[key].length) search.set(key, serializeChoices(query[key]));
  for (const name of Object.keys(query.parameters).sort()) {
    const choices = query.parameters[name] ?? [];
    if (choices.length) search.set(`${parameterPrefix}${name}`, serializeChoices(choices));
  }
  if (query.price) search.set('price', `${query.price.lowest}~${query.price.highest}`);
  if (query.sort) search.set('sort', query.sort);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** `?…` for a link, or '' when the list is in its default state. */
export function listSearch(query: ListQuery): string {
  const search = serializeListQuery(query).toString();
  return search ? `?${search}` : '';
}

/** The facet ids the products query filters by: values of one group are OR-ed, groups AND-ed. */
export function facetIdsOf(query: ListQuery): string[] {
  return [
    ...choiceKeys.flatMap((key) => query[key].map((choice) => `${facetGroups[key]}_${choice.id}`)),
    ...Object.entries(query.parameters).flatMap(([name, choices]) =>
      choices.map((choice) => `p_${name}_${choice.id}`),
    ),
  ];
}

/** A facet id of the API read back as where it belongs in the URL, e.g. `p_1_beige` → parameter 1, id beige. */
export function choiceOfFacet(
  facetId: string,
): { key: ChoiceKey; id: string } | { parameter: string; id: string } | null {
  const parameter = /^p_([^_]+)_(.+)$/.exec(facetId);
  if (parameter) return { parameter: parameter[1] ?? '', id: parameter[2] ?? '' };
  for (const key of choiceKeys) {
    const prefix = `${facetGroups[key]}_`;
    if (facetId.startsWith(prefix) && facetId.length > prefix.length)
      return { key, id: facetId.slice(prefix.length) };
  }
  return null;
}

/** Adds the choice when absent and removes it when present; any change of selection starts again at page 1. */
export function toggleChoice(query: ListQuery, facetId: string, label: string): ListQuery {
  const target = choiceOfFacet(facetId);
  if (!target) return query;
  const toggle = (choices: readonly Choice[]) =>
    choices.some((choice) => choice.id === target.id)
      ? choices.filter((choice) => choice.id !== target.id)
      : [...choices, { label, id: target.id }];
  if ('key' in target) return { ...query, [target.key]: toggle(query[target.key]), page: 1 };
  const parameters = {
    ...query.parameters,
    [target.parameter]: toggle(query.parameters[target.parameter] ?? []),
  };
  if (!parameters[target.parameter]?.length) delete parameters[target.parameter];
  return { ...query, parameters, page: 1 };
}

export function isFiltered(query: ListQuery): boolean {
  return facetIdsOf(query).length > 0 || query.price !== null;
}

/** How many filters are chosen: each value, and the price range as one. */
export function activeFilterCount(query: ListQuery): number {
  return facetIdsOf(query).length + (query.price ? 1 : 0);
}

/** Clears every filter, keeping the sort. */
export function clearFilters(query: ListQuery): ListQuery {
  return { ...emptyListQuery, sort: query.sort };
}
