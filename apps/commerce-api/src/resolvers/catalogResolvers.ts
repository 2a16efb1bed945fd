import type { PageInfoType } from '../generated/resolvers';
import type { Catalog } from '../catalog/catalog';
import type { Category, Market } from '../catalog/types';
import { resolveContext, type ContextArgs, type ShopContext } from '../commerce/context';
import {
  listTargetFromUrl,
  queryProducts,
  type ListTarget,
  type ProductsArgs,
} from '../commerce/productQuery';
import { userError } from '../errors';
import { acceptedReviews } from '../store/reviewStore';
import { HIDE_ON_MOBILE } from '../catalog/widgetClasses';
import { withMarketAmounts, withMarketAmountsDeep } from '../commerce/marketTexts';
import { brandUrl, campaignUrl } from '../catalog/urls';
import type { GraphQLContext } from './graphqlContext';
import type { Resolvable } from './resolvable';
import { brandView, categoryView, productView, relatedProductView, type ViewScope } from './views';

function scopeOf(catalog: Catalog, args: ContextArgs): ViewScope {
  return { catalog, context: resolveContext(catalog, args) };
}

function languageView(catalog: Catalog, languageId: string) {
  const language = catalog.data.languages.find((candidate) => candidate.id === languageId);
  return language ?? { id: languageId, name: languageId, code: languageId.slice(0, 2) };
}

function marketView(catalog: Catalog, market: Market, context: ShopContext) {
  const currency = catalog.data.currencies.find(
    (candidate) => candidate.code === market.currencyCode,
  );
  return {
    id: market.id,
    defaultLanguageId: market.defaultLanguageId,
    virtual: market.virtual,
    onlyDisplayInCheckout: market.onlyDisplayInCheckout,
    groupKey: market.groupKey,
    alias: market.alias,
    allowedLanguages: market.allowedLanguageIds.map((id) => languageView(catalog, id)),
    country: { name: market.countryName[context.lang], code: market.countryCode },
    currency,
  };
}

export function channelView(catalog: Catalog, channelId: string) {
  const channel = catalog.channelsById.get(channelId);
  if (!channel) return null;
  const context = resolveContext(catalog, { channelId });
  return {
    id: channel.id,
    name: channel.name,
    type: channel.type,
    url: channel.url,
    defaultLanguageId: channel.defaultLanguageId,
    languages: channel.languageIds.map((id) => languageView(catalog, id)),
    defaultMarketId: channel.defaultMarketId,
    markets: channel.marketIds
      .map((id) => catalog.marketsById.get(id))
      .filter((market): market is Market => Boolean(market))
      .map((market) => marketView(catalog, market, context)),
  };
}

function requireAlias(alias: string | null | undefined, what: string): string {
  if (!alias?.trim())
    throw userError(`An alias of the ${what} is required`, 'BAD_USER_INPUT', { field: 'alias' });
  return alias;
}

function listTarget(
  catalog: Catalog,
  args: { alias?: string | null; url?: string | null },
): ListTarget {
  if (args.url) return listTargetFromUrl(catalog, args.url);
  if (!args.alias) return { kind: 'all' };
  const category = catalog.category(args.alias);
  if (category) return { kind: 'category', category };
  const brand = catalog.brandsByAlias.get(args.alias);
  if (brand) return { kind: 'brand', brand };
  const campaign = catalog.campaignsByAlias.get(args.alias);
  if (campaign) return { kind: 'campaign', campaign };
  return { kind: 'unknown' };
}

function pageInfo(scope: ViewScope, target: ListTarget): Resolvable<PageInfoType> | null {
  const { catalog, context } = scope;
  const { lang } = context;
  const base = {
    hideTitle: false,
    hideDescription: false,
    backgroundImage: null,
    logo: null,
    primaryImage: null,
    alternativeUrls: [],
  };
  switch (target.kind) {
    case 'category': {
      const { category } = target;
      const view = categoryView(scope, category);
      return {
        ...base,
        id: category.categoryId,
        alias: view.alias,
        canonicalUrl: view.canonicalUrl,
        alternativeUrls: view.alternativeUrls,
        name: view.name,
        primaryDescription: view.description,
        secondaryDescription: view.secondaryDescription,
        primaryImage: category.primaryImage,
        meta: { title: `${view.name} | Hemma`, description: view.description, keywords: null },
        subCategories: catalog.data.categories
          .filter(
            (child: Category) => child.parentCategoryId === category.categoryId && !child.isHidden,
          )
          .map((child) => categoryView(scope, child)),
      };
    }
    case 'brand': {
      const view = brandView(scope, target.brand);
      return {
        ...base,
        id: target.brand.brandId,
        alias: target.brand.alias,
        canonicalUrl: brandUrl(target.brand.alias),
        alternativeUrls: view.alternativeUrls,
        name: target.brand.name,
        logo: target.brand.logo,
        primaryDescription: view.description,
        secondaryDescription: view.secondaryDescription,
        meta: {
          title: `${target.brand.name} | Hemma`,
          description: view.description,
          keywords: null,
        },
        subCategories: [],
      };
    }
    case 'campaign':
      return {
        ...base,
        id: target.campaign.campaignId,
        alias: target.campaign.alias[lang],
        canonicalUrl: campaignUrl(target.campaign.alias[lang]),
        name: target.campaign.name[lang],
        primaryDescription: target.campaign.description[lang],
        secondaryDescription: null,
        meta: {
          title: `${target.campaign.name[lang]} | Hemma`,
          description: target.campaign.description[lang],
          keywords: null,
        },
        subCategories: [],
      };
    case 'search': {
      const name =
        lang === 'sv' ? `Sökresultat för "${target.text}"` : `Search results for "${target.text}"`;
      return {
        ...base,
        id: 0,
        alias: target.text,
        canonicalUrl: `/s/${encodeURIComponent(target.text)}`,
        name,
        primaryDescription: null,
        secondaryDescription: null,
        meta: { title: `${name} | Hemma`, description: name, keywords: null },
        subCategories: [],
      };
    }
    case 'all': {
      const name = lang === 'sv' ? 'Alla produkter' : 'All products';
      return {
        ...base,
        id: 0,
        alias: 'all',
        canonicalUrl: lang === 'sv' ? '/allt' : '/list/all',
        name,
        primaryDescription:
          lang === 'sv'
            ? 'Hela sortimentet av möbler och inredning.'
            : 'The whole range of furniture and interior goods.',
        secondaryDescription: null,
        meta: { title: `${name} | Hemma`, description: name, keywords: null },
        subCategories: catalog.data.categories
          .filter((category) => category.parentCategoryId === 0 && !category.isHidden)
          .map((category) => categoryView(scope, category)),
      };
    }
    case 'unknown':
      return null;
  }
}

type Args<T = object> = T & ContextArgs;

export const catalogQueries = {
  channels: (_: unknown, _args: unknown, { catalog }: GraphQLContext) =>
    catalog.data.channels.map((channel) => channelView(catalog, channel.id)),
  channel: (_: unknown, args: Args, { catalog }: GraphQLContext) =>
    channelView(catalog, args.channelId ?? '1|se'),
  products: (_: unknown, args: Args<ProductsArgs>, { catalog }: GraphQLContext) => {
    if (args.take != null && args.take < 0)
      throw userError('take must not be negative', 'BAD_USER_INPUT', { field: 'take' });
    if (args.skip != null && args.skip < 0)
      throw userError('skip must not be negative', 'BAD_USER_INPUT', { field: 'skip' });
    const price = args.filter?.price;
    if (price?.lowest != null && price.highest != null && price.lowest > price.highest)
      throw userError('The lowest price must not be above the highest price', 'BAD_USER_INPUT', {
        field: 'filter.price',
      });
    const scope = scopeOf(catalog, args);
    const result = queryProducts(catalog, scope.context, args);
    return {
      count: result.count,
      products: result.products.map((product) => productView(scope, product)),
      filters: () => ({ price: result.priceRange, facets: result.facets() }),
    };
  },
  product: (
    _: unknown,
    args: Args<{ alias?: string | null; productId?: number | null }>,
    { catalog }: GraphQLContext,
  ) => {
    if (!args.alias && args.productId == null)
      throw userError('Give an alias or a productId', 'BAD_USER_INPUT', { field: 'alias' });
    const product = catalog.product(args.alias, args.productId);
    return product ? productView(scopeOf(catalog, args), product) : null;
  },
  relatedProducts: (_: unknown, args: Args<{ alias: string }>, { catalog }: GraphQLContext) => {
    const product = catalog.product(requireAlias(args.alias, 'product'));
    if (!product) return null;
    const scope = scopeOf(catalog, args);
    return product.related.flatMap(({ productId, relationType }) => {
      const related = catalog.productsById.get(productId);
      return related ? [relatedProductView(scope, related, relationType)] : [];
    });
  },
  category: (
    _: unknown,
    args: Args<{ alias?: string | null; categoryId?: number | null }>,
    { catalog }: GraphQLContext,
  ) => {
    if (!args.alias && args.categoryId == null)
      throw userError('Give an alias or a categoryId', 'BAD_USER_INPUT', { field: 'alias' });
    const category = catalog.category(args.alias, args.categoryId);
    return category ? categoryView(scopeOf(catalog, args), category) : null;
  },
  categories: (
    _: unknown,
    args: Args<{ includeHidden?: boolean | null; parentCategoryId?: number | null }>,
    { catalog }: GraphQLContext,
  ) => {
    const scope = scopeOf(catalog, args);
    return catalog.data.categories
      .filter((category) => args.includeHidden || !category.isHidden)
      .filter(
        (category) =>
          args.parentCategoryId == null || category.parentCategoryId === args.parentCategoryId,
      )
      .map((category) => categoryView(scope, category));
  },
  brands: (_: unknown, args: Args, { catalog }: GraphQLContext) => {
    const scope = scopeOf(catalog, args);
    return catalog.data.brands.map((brand) => brandView(scope, brand));
  },
  listPageInfo: (
    _: unknown,
    args: Args<{ alias?: string | null; url?: string | null }>,
    { catalog }: GraphQLContext,
  ) => pageInfo(scopeOf(catalog, args), listTarget(catalog, args)),
  getMenuAtLocation: (
    _: unknown,
    args: Args<{ menuLocationId?: string | null }>,
    { catalog }: GraphQLContext,
  ) => {
    if (!args.menuLocationId)
      throw userError('A menuLocationId is required', 'BAD_USER_INPUT', {
        field: 'menuLocationId',
      });
    const menu = catalog.menusByLocation.get(args.menuLocationId);
    if (!menu) return null;
    return {
      id: menu.id,
      name: menu.name,
      title: menu.title,
      locations: [menu.location],
      channels: [menu.channelId],
      languages: [menu.languageId],
      menuItems: menu.menuItems,
    };
  },
  cmsPages: (
    _: unknown,
    args: Args<{ includeTags?: (string | null)[] | null; excludeTags?: (string | null)[] | null }>,
    { catalog }: GraphQLContext,
  ) => {
    const { lang } = resolveContext(catalog, args);
    const include = (args.includeTags ?? []).filter(Boolean);
    const exclude = (args.excludeTags ?? []).filter(Boolean);
    return catalog.data.pages
      .filter((page) => include.length === 0 || page.tags.some((tag) => include.includes(tag)))
      .filter((page) => !page.tags.some((tag) => exclude.includes(tag)))
      .map((page) => ({
        id: page.id,
        name: page.name[lang],
        title: page.title[lang],
        alias: page.alias[lang],
        activeFrom: page.activeFrom,
        activeTo: null,
        tags: page.tags,
        meta: {
          title: page.meta.title[lang],
          description: page.meta.description[lang],
          keywords: null,
        },
        canonicalUrl: `/${page.alias[lang]}`,
      }));
  },
  widgetArea: (
    _: unknown,
    args: Args<{
      alias?: string | null;
      family?: string | null;
      areaName?: string | null;
      displaySetting?: string | null;
      url?: string | null;
      customerType?: string | null;
      preview?: boolean | null;
    }>,
    { catalog }: GraphQLContext,
  ) => {
    if (!args.alias && !(args.family && args.areaName))
      throw userError('Give an alias, or a family and an areaName', 'BAD_USER_INPUT', {
        field: 'family',
      });
    if (args.displaySetting && !['desktop', 'mobile'].includes(args.displaySetting))
      throw userError('displaySetting must be desktop or mobile', 'BAD_USER_INPUT', {
        field: 'displaySetting',
      });
    const context = resolveContext(catalog, args);
    const { lang } = context;
    const area = catalog.widgetArea({
      alias: args.alias,
      family: args.family,
      areaName: args.areaName,
      languageCode: lang,
    });
    if (!area) return null;
    return {
      id: area.id,
      name: area.name,
      title: area.title,
      familyName: area.family,
      tags: area.tags,
      meta: {
        ...area.meta,
        title: withMarketAmounts(area.meta.title, context),
        description: withMarketAmounts(area.meta.description, context),
        keywords: null,
      },
      pageArea: { id: area.id, name: area.areaName, index: 0 },
      containers: area.containers.map((container) => ({
        ...container,
        widgets: container.widgets
          .filter(
            (widget) =>
              args.displaySetting !== 'mobile' || !widget.classNames.includes(HIDE_ON_MOBILE),
          )
          .map((widget) => ({
            ...widget,
            images: widget.images.map((image) => {
              const size = {
                imageWidth: image.width,
                imageHeight: image.height,
                imageRatio: Math.round((image.width / image.height) * 100) / 100,
              };
              return {
                fileName: image.fileName,
                largestSize: size,
                sizes: [320, 640, 960, 1440].map((width) => ({
                  imageWidth: width,
                  imageHeight: Math.round((width * image.height) / image.width),
                  imageRatio: size.imageRatio,
                })),
              };
            }),
            // Amounts in the texts are the market's (Free shipping over {{freeShippingThreshold}}).
            configuration: JSON.stringify(withMarketAmountsDeep(widget.configuration, context)),
          })),
      })),
    };
  },
  reviews: async (
    _: unknown,
    args: Args<{ alias?: string | null; skip?: number | null; take?: number | null }>,
    { catalog, db }: GraphQLContext,
  ) => {
    const product = catalog.product(requireAlias(args.alias, 'product'));
    if (!product) return null;
    const take = Math.min(50, Math.max(0, args.take ?? 10));
    const skip = Math.max(0, args.skip ?? 0);
    const { count, average, reviews } = await acceptedReviews(db, product.productId, {
      skip,
      take,
    });
    return { count, averageRating: Math.round(average * 10) / 10, reviews };
  },
};
