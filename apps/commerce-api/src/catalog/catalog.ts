import type {
  Brand,
  Campaign,
  CatalogData,
  Category,
  Channel,
  ImageSpec,
  Market,
  Menu,
  Product,
  Sku,
  Stock,
  WidgetArea,
} from './types';

export interface Rating {
  score: number;
  voteCount: number;
}

/** The catalogue indexed for reads; stock and ratings change at run time, the rest is fixed by the seed. */
export class Catalog {
  readonly productsById = new Map<number, Product>();
  readonly productsByAlias = new Map<string, Product>();
  readonly skusById = new Map<number, Sku>();
  readonly skusByProduct = new Map<number, Sku[]>();
  readonly productsByVariantGroup = new Map<number, Product[]>();
  readonly categoriesById = new Map<number, Category>();
  readonly categoriesByAlias = new Map<string, Category>();
  readonly categoryPath = new Map<number, Category[]>();
  /** Every category id a product is listed under: its own and its ancestors'. */
  readonly productCategoryIds = new Map<number, Set<number>>();
  readonly brandsById = new Map<number, Brand>();
  readonly brandsByAlias = new Map<string, Brand>();
  readonly campaignsById = new Map<number, Campaign>();
  readonly campaignsByAlias = new Map<string, Campaign>();
  readonly channelsById = new Map<string, Channel>();
  readonly marketsById = new Map<string, Market>();
  readonly menusByLocation = new Map<string, Menu>();
  readonly imagesByFileName = new Map<string, ImageSpec>();
  readonly ratings = new Map<number, Rating>();
  /** Bumped on every stock change, so cached answers that show stock are dropped. */
  version = 0;

  constructor(readonly data: CatalogData) {
    for (const category of data.categories) {
      this.categoriesById.set(category.categoryId, category);
      this.categoriesByAlias.set(category.alias.sv, category);
      this.categoriesByAlias.set(category.alias.en, category);
    }
    for (const category of data.categories) {
      const path: Category[] = [];
      for (
        let node: Category | undefined = category;
        node;
        node = this.categoriesById.get(node.parentCategoryId)
      )
        path.unshift(node);
      this.categoryPath.set(category.categoryId, path);
    }
    for (const brand of data.brands) {
      this.brandsById.set(brand.brandId, brand);
      this.brandsByAlias.set(brand.alias, brand);
    }
    for (const campaign of data.campaigns) {
      this.campaignsById.set(campaign.campaignId, campaign);
      this.campaignsByAlias.set(campaign.alias.sv, campaign);
      this.campaignsByAlias.set(campaign.alias.en, campaign);
    }
    for (const product of data.products) {
      this.productsById.set(product.productId, product);
      this.productsByAlias.set(product.alias.sv, product);
      this.productsByAlias.set(product.alias.en, product);
      this.productCategoryIds.set(
        product.productId,
        new Set((this.categoryPath.get(product.categoryId) ?? []).map((node) => node.categoryId)),
      );
      this.productsByVariantGroup.set(product.variantGroupId, [
        ...(this.productsByVariantGroup.get(product.variantGroupId) ?? []),
        product,
      ]);
    }
    for (const sku of data.skus) {
      this.skusById.set(sku.skuId, sku);
      this.skusByProduct.set(sku.productId, [
        ...(this.skusByProduct.get(sku.productId) ?? []),
        sku,
      ]);
    }
    for (const channel of data.channels) this.channelsById.set(channel.id, channel);
    for (const market of data.markets) this.marketsById.set(market.id, market);
    for (const menu of data.menus) this.menusByLocation.set(menu.location, menu);
    for (const image of data.images) this.imagesByFileName.set(image.fileName, image);
  }

  product(alias: string | null | undefined, productId?: number | null): Product | undefined {
    if (productId != null) return this.productsById.get(productId);
    return alias ? this.productsByAlias.get(alias) : undefined;
  }

  category(alias: string | null | undefined, categoryId?: number | null): Category | undefined {
    if (categoryId != null) return this.categoriesById.get(categoryId);
    return alias ? this.categoriesByAlias.get(alias) : undefined;
  }

  /**
   * A content page is found by its alias in the asked language, or, like products and categories,
   * by its alias in another language (the language switcher keeps the alias: /about → /sv/about
   * shows 'Om oss'); the page then comes in the asked language.
   */
  widgetArea(query: {
    family?: string | null;
    areaName?: string | null;
    alias?: string | null;
    languageCode: string;
  }): WidgetArea | undefined {
    const areas = this.data.widgetAreas;
    if (!query.alias)
      return areas.find(
        (area) =>
          area.family === query.family &&
          area.areaName === query.areaName &&
          area.languageCode === query.languageCode,
      );
    const own = areas.find(
      (area) => area.pageAlias === query.alias && area.languageCode === query.languageCode,
    );
    if (own) return own;
    const other = areas.find((area) => area.pageAlias === query.alias);
    return other
      ? areas.find(
          (area) =>
            area.pageAlias !== null &&
            area.name === other.name &&
            area.family === other.family &&
            area.languageCode === query.languageCode,
        )
      : undefined;
  }

  setStock(skuId: number, stock: Stock): void {
    const sku = this.skusById.get(skuId);
    if (sku) sku.stock = stock;
    this.version += 1;
  }
}

/** Units that can be sold now: a static stock counts as it is; otherwise what is on the shelf plus oversell. */
export function availableQuantity(stock: Stock): number {
  return stock.static ?? stock.inStock + stock.oversellable;
}

export function totalStock(stock: Stock): number {
  return stock.static ?? stock.inStock + stock.oversellable;
}
