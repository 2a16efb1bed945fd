import { totalStock, type Catalog } from '../catalog/catalog';
import type { Brand, Campaign, Category, Product, Sku, Stock } from '../catalog/types';
import type { ShopContext } from '../commerce/context';
import { exVat, formatMoney, priceView, round2 } from '../commerce/money';
import { SEED_BASE_DATE, seedDateToday } from '../catalog/catalogDates';
import { lowestPriorPrice } from '../catalog/priceIndication';
import { withMarketAmounts } from '../commerce/marketTexts';
import { brandUrl, campaignUrl, categoryUrl, productUrl } from '../catalog/urls';
import { colours } from '../catalog/colours';

/** Maps the stored catalogue to the Merchant API's types; costly fields are functions, run only when asked for. */
export interface ViewScope {
  catalog: Catalog;
  context: ShopContext;
}

export function stockView(stock: Stock) {
  return {
    totalStock: totalStock(stock),
    inStock: stock.inStock,
    oversellable: stock.oversellable,
    static: stock.static,
    incoming: stock.incoming ? seedDateToday(stock.incoming) : null,
  };
}

export function productStock(scope: ViewScope, product: Product) {
  const skus = scope.catalog.skusByProduct.get(product.productId) ?? [];
  const statics = skus
    .map((sku) => sku.stock.static)
    .filter((value): value is number => value !== null);
  const incoming =
    skus
      .map((sku) => sku.stock.incoming)
      .filter((value): value is string => value !== null)
      .sort()[0] ?? null;
  return {
    totalStock: skus.reduce((sum, sku) => sum + totalStock(sku.stock), 0),
    inStock: skus.reduce((sum, sku) => sum + sku.stock.inStock, 0),
    oversellable: skus.reduce((sum, sku) => sum + sku.stock.oversellable, 0),
    static: statics.length > 0 ? statics.reduce((sum, value) => sum + value, 0) : null,
    incoming: incoming ? seedDateToday(incoming) : null,
  };
}

function alternativeUrls(scope: ViewScope, path: (lang: 'sv' | 'en') => string) {
  return scope.catalog.data.channels.flatMap((channel) =>
    channel.languageIds
      .filter((languageId) => languageId === 'sv-SE' || languageId === 'en-US')
      .map((languageId) => {
        const lang = languageId === 'sv-SE' ? 'sv' : 'en';
        const market = scope.catalog.marketsById.get(channel.defaultMarketId);
        return {
          url: `${channel.url}${path(lang)}`,
          culture: languageId,
          language: lang,
          country: market?.virtual ? null : (market?.countryCode ?? null),
          channelId: channel.id,
        };
      }),
  );
}

export function categoryView(scope: ViewScope, category: Category) {
  const { lang } = scope.context;
  return {
    categoryId: category.categoryId,
    parentCategoryId: category.parentCategoryId,
    order: category.order,
    alias: category.alias[lang],
    canonicalUrl: categoryUrl(category, scope.catalog.data.categories, lang),
    alternativeUrls: () =>
      alternativeUrls(scope, (other) =>
        categoryUrl(category, scope.catalog.data.categories, other),
      ),
    name: category.name[lang],
    description: withMarketAmounts(category.description[lang], scope.context),
    secondaryDescription: withMarketAmounts(category.secondaryDescription[lang], scope.context),
    isHidden: category.isHidden,
    primaryImage: category.primaryImage,
    backgroundImage: null,
  };
}

export function brandView(scope: ViewScope, brand: Brand) {
  return {
    brandId: brand.brandId,
    alias: brand.alias,
    canonicalUrl: brandUrl(brand.alias),
    alternativeUrls: () => alternativeUrls(scope, () => brandUrl(brand.alias)),
    name: brand.name,
    description: brand.description[scope.context.lang],
    secondaryDescription: brand.secondaryDescription[scope.context.lang],
    primaryImage: null,
    backgroundImage: null,
    logo: brand.logo,
  };
}

export function campaignRuleView(scope: ViewScope, campaign: Campaign) {
  return {
    campaignId: String(campaign.campaignId),
    name: campaign.name[scope.context.lang],
    hideTitle: campaign.hideTitle,
    ruleType: 'PRICE_CAMPAIGN',
    category: null,
    action: 'PERCENTAGE',
    actionValue: String(campaign.discountPercentage),
    canonicalUrl: campaignUrl(campaign.alias[scope.context.lang]),
  };
}

export function skuView(scope: ViewScope, sku: Sku) {
  return {
    skuId: sku.skuId,
    productId: sku.productId,
    articleNumber: sku.articleNumber,
    name: sku.name[scope.context.lang],
    gtin: sku.gtin,
    stock: stockView(sku.stock),
    dimensions: sku.dimensions,
    incoming: sku.stock.incoming ? seedDateToday(sku.stock.incoming) : null,
    weight: sku.weight,
  };
}

export function unitPrice(scope: ViewScope, product: Product) {
  const price = product.prices[scope.context.currency.code];
  return priceView(price.selling, price.regular, scope.context);
}

function lowestPrice(scope: ViewScope, product: Product) {
  const { context } = scope;
  const price = product.prices[context.currency.code];
  const rate = context.market.vatRate;
  // The history's days are the seed's, so today is its base day (seedDateToday shifts both alike).
  const lowest = lowestPriorPrice(price.history, { date: SEED_BASE_DATE, selling: price.selling });
  const money = (value: number) => formatMoney(value, context);
  const discount = round2(price.regular - price.selling);
  const vat = round2(price.selling - exVat(price.selling, rate));
  return {
    sellingPriceIncVat: price.selling,
    sellingPriceExVat: exVat(price.selling, rate),
    comparisonPriceIncVat: price.regular,
    comparisonPriceExVat: exVat(price.regular, rate),
    lowestPriceIncVat: lowest,
    lowestPriceExVat: exVat(lowest, rate),
    discountIncVat: discount,
    discountExVat: round2(exVat(price.regular, rate) - exVat(price.selling, rate)),
    discountPercentage: price.regular > 0 ? Math.round((discount / price.regular) * 100) : 0,
    vat,
    isDiscounted: discount > 0,
    sellingPriceIncVatFormatted: money(price.selling),
    sellingPriceExVatFormatted: money(exVat(price.selling, rate)),
    comparisonPriceIncVatFormatted: money(price.regular),
    comparisonPriceExVatFormatted: money(exVat(price.regular, rate)),
    lowestPriceIncVatFormatted: money(lowest),
    lowestPriceExVatFormatted: money(exVat(lowest, rate)),
    discountIncVatFormatted: money(discount),
    discountExVatFormatted: money(round2(exVat(price.regular, rate) - exVat(price.selling, rate))),
    vatFormatted: money(vat),
  };
}

function priceLog(scope: ViewScope, product: Product) {
  const price = product.prices[scope.context.currency.code];
  const lowest = Math.min(...price.history.map((point) => point.selling));
  return price.history.map((point) => {
    const view = priceView(point.selling, point.regular, scope.context);
    return {
      sellingPriceIncVat: view.sellingPriceIncVat,
      sellingPriceExVat: view.sellingPriceExVat,
      regularPriceIncVat: view.regularPriceIncVat,
      regularPriceExVat: view.regularPriceExVat,
      discountIncVat: view.discountIncVat,
      discountExVat: view.discountExVat,
      discountPercentage: view.discountPercentage,
      vat: view.vat,
      isDiscounted: view.isDiscounted,
      isLowest: point.selling === lowest,
      date: seedDateToday(point.date),
      sellingPriceIncVatFormatted: view.sellingPriceIncVatFormatted,
      sellingPriceExVatFormatted: view.sellingPriceExVatFormatted,
      regularPriceIncVatFormatted: view.regularPriceIncVatFormatted,
      regularPriceExVatFormatted: view.regularPriceExVatFormatted,
      discountIncVatFormatted: view.discountIncVatFormatted,
      discountExVatFormatted: view.discountExVatFormatted,
      vatFormatted: view.vatFormatted,
    };
  });
}

function colourVariant(scope: ViewScope, product: Product) {
  const { lang } = scope.context;
  const url = productUrl(product, scope.catalog.categoriesById, lang);
  const skus = scope.catalog.skusByProduct.get(product.productId) ?? [];
  return {
    level: 0,
    dimension: 'Colour',
    type: 'Color',
    value: product.colourKey,
    label: product.colour[lang],
    skuId: skus.length === 1 ? (skus[0]?.skuId ?? null) : null,
    incoming: null,
    stock: productStock(scope, product),
    productId: product.productId,
    name: product.name[lang],
    alias: product.alias[lang],
    canonicalUrl: url,
    primaryImage: product.images[0] ?? null,
    attributes: [{ key: 'hex', value: colours[product.colourKey]?.hex ?? '' }],
    variants: product.sizeDimension
      ? skus.map((sku) => ({
          level: 1,
          dimension: 'Size',
          type: 'Size',
          value: sku.sizeKey,
          label: sku.name[lang],
          skuId: sku.skuId,
          incoming: sku.stock.incoming ? seedDateToday(sku.stock.incoming) : null,
          stock: stockView(sku.stock),
          productId: product.productId,
          name: product.name[lang],
          alias: product.alias[lang],
          canonicalUrl: url,
          primaryImage: product.images[0] ?? null,
          attributes: [],
          variants: [],
        }))
      : [],
  };
}

export function productView(scope: ViewScope, product: Product) {
  const { catalog, context } = scope;
  const { lang } = context;
  const price = product.prices[context.currency.code];
  const category = catalog.categoriesById.get(product.categoryId) as Category;
  const brand = catalog.brandsById.get(product.brandId) as Brand;
  const group = () => catalog.productsByVariantGroup.get(product.variantGroupId) ?? [product];
  const skus = () => catalog.skusByProduct.get(product.productId) ?? [];
  const path = () => catalog.categoryPath.get(product.categoryId) ?? [];
  const rating = catalog.ratings.get(product.productId);
  return {
    productId: product.productId,
    name: product.name[lang],
    alias: product.alias[lang],
    articleNumber: product.articleNumber,
    categoryId: product.categoryId,
    canonicalUrl: productUrl(product, catalog.categoriesById, lang),
    alternativeUrls: () =>
      alternativeUrls(scope, (other) => productUrl(product, catalog.categoriesById, other)),
    firstAvailableOn: product.firstAvailableOn,
    texts: {
      text1: product.texts.text1[lang],
      text2: product.texts.text2[lang],
      text3: product.texts.text3[lang],
    },
    skus: () => skus().map((sku) => skuView(scope, sku)),
    brand: () => brandView(scope, brand),
    categories: () => path().map((node) => categoryView(scope, node)),
    unitPrice: () => unitPrice(scope, product),
    lowestPrice: () => lowestPrice(scope, product),
    images: product.images,
    productImages: () =>
      product.images.map((fileName, index) => ({
        fileName,
        tags: [index === 0 ? 'primary' : 'environment'],
      })),
    parameterGroups: () => [
      {
        parameterGroupId: 1,
        productId: product.productId,
        name: lang === 'sv' ? 'Specifikation' : 'Specification',
        order: 0,
        parameters: product.parameters.map((parameter, order) => ({
          parameterId: parameter.parameterId,
          parameterGroupId: 1,
          order,
          type: parameter.showFilter ? 'SingleSelect' : 'Text',
          name: parameter.name.en.toLowerCase(),
          label: parameter.name[lang],
          description: null,
          value: parameter.value[lang],
          show: true,
          showFilter: parameter.showFilter,
          identifier: parameter.key,
          facetId: parameter.showFilter ? `p_${parameter.parameterId}_${parameter.key}` : null,
          parameterValueId: null,
        })),
      },
    ],
    variantDimensions: () => [
      {
        level: 0,
        dimension: 'Colour',
        type: 'Color',
        value: product.colourKey,
        label: product.colour[lang],
        attributes: [],
        group: group().map((member) => ({ label: member.colour[lang], value: member.colourKey })),
      },
      ...(product.sizeDimension
        ? [
            {
              level: 1,
              dimension: 'Size',
              type: 'Size',
              value: null,
              label: product.sizeDimension[lang],
              attributes: [],
              group: skus().map((sku) => ({ label: sku.name[lang], value: sku.sizeKey ?? '' })),
            },
          ]
        : []),
    ],
    variantGroup: () => ({
      variantGroupId: product.variantGroupId,
      name: product.name[lang],
      mainProductId: group()[0]?.productId ?? product.productId,
      collapseInLists: false,
      activeProducts: group().length,
      variants: group().map((member) => colourVariant(scope, member)),
    }),
    rating: rating ?? { score: 0, voteCount: 0 },
    totalStock: () => productStock(scope, product),
    meta: {
      title: product.meta.title[lang],
      description: product.meta.description[lang],
      keywords: null,
    },
    primaryCategory: () => categoryView(scope, category),
    currentProductVariant: () => colourVariant(scope, product),
    breadcrumbs: () =>
      path().map((node) => ({
        categoryId: node.categoryId,
        parentCategoryId: node.parentCategoryId,
        url: categoryUrl(node, catalog.data.categories, lang),
        name: node.name[lang],
      })),
    discountCampaigns: () => {
      const campaign = price.campaignId ? catalog.campaignsById.get(price.campaignId) : undefined;
      return campaign ? [campaignRuleView(scope, campaign)] : [];
    },
    priceLog: () => priceLog(scope, product),
    discountType: price.discountType,
    dimensions: product.dimensions,
    weight: product.weight,
  };
}

export function relatedProductView(scope: ViewScope, product: Product, relationType: string) {
  const view = productView(scope, product);
  return {
    alias: view.alias,
    name: view.name,
    canonicalUrl: view.canonicalUrl,
    brand: view.brand,
    unitPrice: view.unitPrice,
    relationType,
    primaryImage: product.images[0] ?? null,
    secondaryImage: product.images[1] ?? null,
    images: product.images,
    productImages: view.productImages,
    skus: view.skus,
    discountCampaigns: view.discountCampaigns,
    primaryCategory: view.primaryCategory,
  };
}

export function isActiveCampaign(campaign: Campaign): boolean {
  return campaign.from <= SEED_BASE_DATE && SEED_BASE_DATE <= campaign.to;
}
