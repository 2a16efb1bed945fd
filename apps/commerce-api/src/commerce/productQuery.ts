import { availableQuantity, type Catalog } from '../catalog/catalog';
import type { Brand, Campaign, Category, Product } from '../catalog/types';
import { brandUrl, campaignUrl, categoryUrl } from '../catalog/urls';
import type { ShopContext } from './context';

export interface ProductsArgs {
  skip?: number | null;
  take?: number | null;
  brandAlias?: string | null;
  categoryAlias?: string | null;
  discountCampaignAlias?: string | null;
  url?: string | null;
  filter?: {
    searchText?: string | null;
    facets?: (string | null)[] | null;
    excludeFacets?: (string | null)[] | null;
    sort?: string | null;
    price?: { lowest?: number | null; highest?: number | null } | null;
    filterMode?: 'BY_GROUP' | 'CURRENT' | null;
    productIds?: (number | null)[] | null;
    categoryIds?: (number | null)[] | null;
    brandIds?: (number | null)[] | null;
  } | null;
}

export const DEFAULT_TAKE = 20;
export const MAX_TAKE = 100;

export type ListTarget =
  | { kind: 'category'; category: Category }
  | { kind: 'brand'; brand: Brand }
  | { kind: 'campaign'; campaign: Campaign }
  | { kind: 'search'; text: string }
  | { kind: 'all' }
  | { kind: 'unknown' };

/** The list a storefront url names: /c/…, /b/…, /dc/…, /s/…, /list/all, /allt, /l/… */
export function listTargetFromUrl(catalog: Catalog, url: string): ListTarget {
  const path = url.split('?')[0] ?? '';
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  const [head, ...rest] = segments;
  const last = rest[rest.length - 1];
  if ((head === 'c' || head === 'l') && last) {
    const category = catalog.category(last);
    if (category) return { kind: 'category', category };
  }
  if (head === 'b' && last) {
    const brand = catalog.brandsByAlias.get(last);
    if (brand) return { kind: 'brand', brand };
  }
  if (head === 'dc' && last) {
    const campaign = catalog.campaignsByAlias.get(last);
    if (campaign) return { kind: 'campaign', campaign };
  }
  if (head === 's' && rest.length > 0) return { kind: 'search', text: rest.join(' ') };
  if ((head === 'list' || head === 'l') && (rest.length === 0 || last === 'all'))
    return { kind: 'all' };
  if (head === 'allt' || head === 'all') return { kind: 'all' };
  return { kind: 'unknown' };
}

function searchScore(catalog: Catalog, product: Product, terms: string[]): number {
  const brand = catalog.brandsById.get(product.brandId)?.name ?? '';
  const categories = (catalog.categoryPath.get(product.categoryId) ?? []).flatMap((category) => [
    category.name.sv,
    category.name.en,
  ]);
  const fields: [string, number][] = [
    [`${product.name.sv} ${product.name.en}`.toLowerCase(), 5],
    [brand.toLowerCase(), 3],
    [`${product.colour.sv} ${product.colour.en}`.toLowerCase(), 2],
    [categories.join(' ').toLowerCase(), 2],
    [product.articleNumber.toLowerCase(), 4],
    [`${product.texts.text2.sv} ${product.texts.text2.en}`.toLowerCase(), 1],
  ];
  let score = 0;
  for (const term of terms) {
    const matched = fields.reduce(
      (best, [text, weight]) => (text.includes(term) ? Math.max(best, weight) : best),
      0,
    );
    if (matched === 0) return 0;
    score += matched;
  }
  return score;
}

/** Facet ids: c_{categoryId}, b_{brandId}, sk_{size}, dc_{campaignId}, p_{parameterId}_{value}. */
function facetIdsOf(
  catalog: Catalog,
  product: Product,
  currency: ShopContext['currency']['code'],
): string[] {
  const ids = [...(catalog.productCategoryIds.get(product.productId) ?? [])].map((id) => `c_${id}`);
  ids.push(`b_${product.brandId}`);
  for (const sku of catalog.skusByProduct.get(product.productId) ?? [])
    if (sku.sizeKey) ids.push(`sk_${sku.sizeKey}`);
  const campaignId = product.prices[currency].campaignId;
  if (campaignId) ids.push(`dc_${campaignId}`);
  for (const parameter of product.parameters)
    if (parameter.showFilter) ids.push(`p_${parameter.parameterId}_${parameter.key}`);
  return ids;
}

function facetGroup(facetId: string): string {
  const parts = facetId.split('_');
  return parts[0] === 'p' ? `p_${parts[1]}` : (parts[0] ?? facetId);
}

export function queryProducts(catalog: Catalog, context: ShopContext, args: ProductsArgs) {
  const currency = context.currency.code;
  const filter = args.filter ?? {};
  const target: ListTarget = args.url ? listTargetFromUrl(catalog, args.url) : { kind: 'all' };
  const category = args.categoryAlias
    ? catalog.category(args.categoryAlias)
    : target.kind === 'category'
      ? target.category
      : undefined;
  const brand = args.brandAlias
    ? catalog.brandsByAlias.get(args.brandAlias)
    : target.kind === 'brand'
      ? target.brand
      : undefined;
  const campaign = args.discountCampaignAlias
    ? catalog.campaignsByAlias.get(args.discountCampaignAlias)
    : target.kind === 'campaign'
      ? target.campaign
      : undefined;
  const searchText = (filter.searchText ?? (target.kind === 'search' ? target.text : ''))
    .trim()
    .toLowerCase();
  const terms = searchText.split(/\s+/).filter(Boolean);
  const unknownAlias =
    target.kind === 'unknown' ||
    (args.categoryAlias && !category) ||
    (args.brandAlias && !brand) ||
    (args.discountCampaignAlias && !campaign);
  const productIds = new Set((filter.productIds ?? []).filter((id): id is number => id !== null));
  const categoryIds = (filter.categoryIds ?? []).filter((id): id is number => id !== null);
  const brandIds = new Set((filter.brandIds ?? []).filter((id): id is number => id !== null));

  const scores = new Map<number, number>();
  const base = unknownAlias
    ? []
    : catalog.data.products.filter((product) => {
        const inCategories = catalog.productCategoryIds.get(product.productId);
        if (category && !inCategories?.has(category.categoryId)) return false;
        if (brand && product.brandId !== brand.brandId) return false;
        if (campaign && product.prices[currency].campaignId !== campaign.campaignId) return false;
        if (productIds.size > 0 && !productIds.has(product.productId)) return false;
        if (categoryIds.length > 0 && !categoryIds.some((id) => inCategories?.has(id)))
          return false;
        if (brandIds.size > 0 && !brandIds.has(product.brandId)) return false;
        if (terms.length > 0) {
          const score = searchScore(catalog, product, terms);
          if (score === 0) return false;
          scores.set(product.productId, score);
        }
        return true;
      });

  const facetsOf = new Map(
    base.map((product) => [product.productId, new Set(facetIdsOf(catalog, product, currency))]),
  );
  const excluded = new Set((filter.excludeFacets ?? []).filter((id): id is string => Boolean(id)));
  const selected = new Map<string, string[]>();
  for (const facetId of (filter.facets ?? []).filter((id): id is string => Boolean(id)))
    selected.set(facetGroup(facetId), [...(selected.get(facetGroup(facetId)) ?? []), facetId]);
  const lowest = filter.price?.lowest ?? null;
  const highest = filter.price?.highest ?? null;
  const inPrice = (product: Product) => {
    const selling = product.prices[currency].selling;
    return (lowest === null || selling >= lowest) && (highest === null || selling <= highest);
  };
  const passes = (product: Product, skipGroup?: string) => {
    const ids = facetsOf.get(product.productId) ?? new Set<string>();
    for (const id of excluded) if (ids.has(id)) return false;
    for (const [group, values] of selected)
      if (group !== skipGroup && !values.some((value) => ids.has(value))) return false;
    return true;
  };
  const result = base.filter((product) => inPrice(product) && passes(product));

  const sort = filter.sort ?? (terms.length > 0 ? 'RELEVANCE' : 'NONE');
  const name = (product: Product) => product.name[context.lang];
  const selling = (product: Product) => product.prices[currency].selling;
  const stock = (product: Product) =>
    (catalog.skusByProduct.get(product.productId) ?? []).reduce(
      (sum, sku) => sum + availableQuantity(sku.stock),
      0,
    );
  const comparators: Record<string, (a: Product, b: Product) => number> = {
    PRICE: (a, b) => selling(a) - selling(b),
    PRICE_DESC: (a, b) => selling(b) - selling(a),
    MOST_SOLD: (a, b) => a.salesRank - b.salesRank,
    VOTES: (a, b) =>
      (catalog.ratings.get(b.productId)?.score ?? 0) -
      (catalog.ratings.get(a.productId)?.score ?? 0),
    BRAND: (a, b) =>
      (catalog.brandsById.get(a.brandId)?.name ?? '').localeCompare(
        catalog.brandsById.get(b.brandId)?.name ?? '',
      ),
    LATEST: (a, b) => b.firstAvailableOn.localeCompare(a.firstAvailableOn),
    RELEVANCE: (a, b) =>
      (scores.get(b.productId) ?? 0) - (scores.get(a.productId) ?? 0) || a.salesRank - b.salesRank,
    ALPHABETICAL: (a, b) => name(a).localeCompare(name(b), context.languageId),
    ALPHABETICAL_DESC: (a, b) => name(b).localeCompare(name(a), context.languageId),
    AVAILABLE_STOCK: (a, b) => stock(a) - stock(b),
    AVAILABLE_STOCK_DESC: (a, b) => stock(b) - stock(a),
  };
  const comparator = comparators[sort];
  const sorted = comparator
    ? [...result].sort((a, b) => comparator(a, b) || a.productId - b.productId)
    : result;
  const skip = Math.max(0, args.skip ?? 0);
  const take = Math.min(MAX_TAKE, Math.max(0, args.take ?? DEFAULT_TAKE));

  const countFor = (skipGroup: string | undefined) => {
    const counts = new Map<string, number>();
    const pool =
      filter.filterMode === 'CURRENT'
        ? result
        : base.filter((product) => inPrice(product) && passes(product, skipGroup));
    for (const product of pool)
      for (const id of facetsOf.get(product.productId) ?? [])
        counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const prices = base.map(selling);
  return {
    count: result.length,
    products: sorted.slice(skip, skip + take),
    facets: () => buildFacets(catalog, context, base, facetsOf, countFor),
    priceRange: {
      lowest: prices.length > 0 ? Math.min(...prices) : 0,
      highest: prices.length > 0 ? Math.max(...prices) : 0,
    },
  };
}

function buildFacets(
  catalog: Catalog,
  context: ShopContext,
  base: Product[],
  facetsOf: Map<number, Set<string>>,
  countFor: (skipGroup: string | undefined) => Map<string, number>,
) {
  const { lang } = context;
  const present = new Set<string>();
  for (const product of base)
    for (const id of facetsOf.get(product.productId) ?? []) present.add(id);
  const value = (
    id: string,
    label: string,
    order: number,
    counts: Map<string, number>,
    extra: { parentId?: string | null; url?: string | null } = {},
  ) => ({
    _id: id,
    facetId: id,
    parentId: extra.parentId ?? null,
    label,
    url: extra.url ?? null,
    order,
    count: counts.get(id) ?? 0,
    hidden: false,
  });
  const groups = [];
  const categoryCounts = countFor('c');
  groups.push({
    filterId: 'Categories',
    type: 'Category',
    group: 'c',
    label: lang === 'sv' ? 'Kategori' : 'Category',
    order: 0,
    values: catalog.data.categories
      .filter((category) => present.has(`c_${category.categoryId}`))
      .map((category, order) =>
        value(`c_${category.categoryId}`, category.name[lang], order, categoryCounts, {
          parentId: category.parentCategoryId ? `c_${category.parentCategoryId}` : null,
          url: categoryUrl(category, catalog.data.categories, lang),
        }),
      ),
  });
  const brandCounts = countFor('b');
  groups.push({
    filterId: 'Brands',
    type: 'Brand',
    group: 'b',
    label: lang === 'sv' ? 'Varumärke' : 'Brand',
    order: 1,
    values: catalog.data.brands
      .filter((brand) => present.has(`b_${brand.brandId}`))
      .map((brand, order) =>
        value(`b_${brand.brandId}`, brand.name, order, brandCounts, { url: brandUrl(brand.alias) }),
      ),
  });
  const sizeCounts = countFor('sk');
  const sizes = new Map<string, string>();
  for (const sku of catalog.data.skus)
    if (sku.sizeKey && present.has(`sk_${sku.sizeKey}`)) sizes.set(sku.sizeKey, sku.name[lang]);
  groups.push({
    filterId: 'Sizes',
    type: 'Sku',
    group: 'sk',
    label: lang === 'sv' ? 'Storlek' : 'Size',
    order: 2,
    values: [...sizes].map(([key, label], order) => value(`sk_${key}`, label, order, sizeCounts)),
  });
  const campaignCounts = countFor('dc');
  groups.push({
    filterId: 'Campaigns',
    type: 'DiscountCampaign',
    group: 'dc',
    label: lang === 'sv' ? 'Kampanj' : 'Campaign',
    order: 3,
    values: catalog.data.campaigns
      .filter((campaign) => present.has(`dc_${campaign.campaignId}`))
      .map((campaign, order) =>
        value(`dc_${campaign.campaignId}`, campaign.name[lang], order, campaignCounts, {
          url: campaignUrl(campaign.alias[lang]),
        }),
      ),
  });
  const parameters = new Map<number, { name: string; values: Map<string, string> }>();
  for (const product of base)
    for (const parameter of product.parameters)
      if (parameter.showFilter) {
        const entry = parameters.get(parameter.parameterId) ?? {
          name: parameter.name[lang],
          values: new Map<string, string>(),
        };
        entry.values.set(parameter.key, parameter.value[lang]);
        parameters.set(parameter.parameterId, entry);
      }
  for (const [parameterId, entry] of parameters) {
    const counts = countFor(`p_${parameterId}`);
    groups.push({
      filterId: `Parameter-${parameterId}`,
      type: 'Parameter',
      group: `p_${parameterId}`,
      label: entry.name,
      order: 3 + parameterId,
      values: [...entry.values]
        .sort((a, b) => a[1].localeCompare(b[1]))
        .map(([key, label], order) => value(`p_${parameterId}_${key}`, label, order, counts)),
    });
  }
  return groups.filter((group) => group.values.length > 0);
}
