import { describe, expect, it } from 'vitest';
import { lowestPriorPrice } from '../catalog/priceIndication';
import { com, errorCode, gql, se } from '../testing/client';

interface Price {
  sellingPriceIncVat: number;
  regularPriceIncVat: number;
  sellingPriceIncVatFormatted: string;
  regularPriceIncVatFormatted: string;
  regularPriceExVatFormatted: string;
  sellingPriceExVatFormatted: string;
  isDiscounted: boolean;
  discountPercentage: number;
  currency: { code: string };
}

const priceFields = `sellingPriceIncVat regularPriceIncVat sellingPriceIncVatFormatted regularPriceIncVatFormatted
  regularPriceExVatFormatted sellingPriceExVatFormatted isDiscounted discountPercentage currency { code }`;

const productsQuery = `query products($take: Int, $skip: Int, $categoryAlias: String, $brandAlias: String, $discountCampaignAlias: String,
  $url: String, $filter: FilterInputType, $channelId: String, $marketId: String, $languageId: String) {
  products(take: $take, skip: $skip, categoryAlias: $categoryAlias, brandAlias: $brandAlias, discountCampaignAlias: $discountCampaignAlias,
    url: $url, filter: $filter, channelId: $channelId, marketId: $marketId, languageId: $languageId) {
    count
    products { productId name alias canonicalUrl brand { name alias } unitPrice { ${priceFields} } discountCampaigns { name } }
    filters { price { lowest highest } facets { filterId type label values { _id label count } } }
  }
}`;

interface ProductsAnswer {
  products: {
    count: number;
    products: {
      productId: number;
      name: string;
      alias: string;
      canonicalUrl: string;
      brand: { name: string };
      unitPrice: Price;
      discountCampaigns: { name: string }[];
    }[];
    filters: {
      price: { lowest: number; highest: number };
      facets: {
        filterId: string;
        type: string;
        label: string;
        values: { _id: string; label: string; count: number }[];
      }[];
    };
  };
}

const products = (variables: Record<string, unknown>) =>
  gql<ProductsAnswer>(productsQuery, variables);

describe('channels and markets', () => {
  it('lists the Swedish market (SEK) and the international and European markets (EUR) in the groups Scandinavia, Europe and Markets', async () => {
    const answer = await gql<{
      channel: {
        defaultMarketId: string;
        markets: {
          id: string;
          groupKey: string;
          currency: { code: string };
          allowedLanguages: { code: string }[];
          defaultLanguageId: string;
        }[];
      };
    }>(
      'query channel($channelId: String) { channel(channelId: $channelId) { defaultMarketId markets { id groupKey defaultLanguageId currency { code } allowedLanguages { code } } } }',
      { channelId: '3|com' },
    );
    const { markets, defaultMarketId } = answer.data.channel;
    expect(defaultMarketId).toBe('eu');
    expect(new Set(markets.map((market) => market.groupKey))).toEqual(
      new Set(['Scandinavia', 'Europe', 'Markets']),
    );
    expect(
      markets.every(
        (market) => market.currency.code === 'EUR' && market.allowedLanguages.length > 0,
      ),
    ).toBe(true);
    const swedish = await gql<{
      channel: { markets: { id: string; currency: { code: string }; defaultLanguageId: string }[] };
    }>('{ channel(channelId: "1|se") { markets { id defaultLanguageId currency { code } } } }');
    expect(swedish.data.channel.markets).toEqual([
      { id: 'se', defaultLanguageId: 'sv-SE', currency: { code: 'SEK' } },
    ]);
  });

  it('answers null for an unknown channel', async () => {
    expect(
      (await gql<{ channel: null }>('{ channel(channelId: "9|xx") { id } }')).data.channel,
    ).toBeNull();
  });
});

describe('categories, brands and list pages', () => {
  it('has at least 20 categories on three levels, and filters by parent', async () => {
    const all = await gql<{
      categories: {
        categoryId: number;
        parentCategoryId: number;
        name: string;
        canonicalUrl: string;
      }[];
    }>('{ categories(languageId: "sv-SE") { categoryId parentCategoryId name canonicalUrl } }');
    expect(all.data.categories.length).toBeGreaterThanOrEqual(20);
    const roots = await gql<{ categories: { parentCategoryId: number; name: string }[] }>(
      '{ categories(parentCategoryId: 0) { parentCategoryId name } }',
    );
    expect(roots.data.categories.map((category) => category.name)).toContain('Möbler');
    expect(roots.data.categories.every((category) => category.parentCategoryId === 0)).toBe(true);
    expect(roots.data.categories.map((category) => category.name)).not.toContain('Utgående');
    const hidden = await gql<{ categories: { name: string }[] }>(
      '{ categories(parentCategoryId: 0, includeHidden: true) { name } }',
    );
    expect(hidden.data.categories.map((category) => category.name)).toContain('Utgående');
  });

  it('finds a category by Swedish or English alias and translates it by language', async () => {
    const sv = await gql<{ category: { name: string; canonicalUrl: string } }>(
      '{ category(alias: "soffor", languageId: "sv-SE") { name canonicalUrl } }',
    );
    expect(sv.data.category).toEqual({
      name: 'Soffor och fåtöljer',
      canonicalUrl: '/c/mobler/soffor',
    });
    const en = await gql<{ category: { name: string; canonicalUrl: string } }>(
      '{ category(alias: "soffor", channelId: "3|com", languageId: "en-US") { name canonicalUrl } }',
    );
    expect(en.data.category).toEqual({
      name: 'Sofas and armchairs',
      canonicalUrl: '/c/furniture/sofas',
    });
    expect(errorCode(await gql('{ category { name } }'))).toBe('BAD_USER_INPUT');
  });

  it('lists at least 15 brands', async () => {
    const answer = await gql<{ brands: { name: string; canonicalUrl: string }[] }>(
      '{ brands { name canonicalUrl } }',
    );
    expect(answer.data.brands.length).toBeGreaterThanOrEqual(15);
    expect(answer.data.brands[0]?.canonicalUrl).toMatch(/^\/b\//);
  });

  it('describes list pages of a category, a brand, a campaign, a search and answers null for unknown ones', async () => {
    const query =
      'query listPageInfo($url: String, $alias: String) { listPageInfo(url: $url, alias: $alias) { name canonicalUrl meta { title } subCategories { name } } }';
    const category = await gql<{
      listPageInfo: { name: string; subCategories: { name: string }[] };
    }>(query, { url: '/c/mobler/soffor' });
    expect(category.data.listPageInfo.name).toBe('Soffor och fåtöljer');
    expect(category.data.listPageInfo.subCategories.length).toBeGreaterThan(2);
    expect(
      (await gql<{ listPageInfo: { name: string } }>(query, { alias: 'nordvik' })).data.listPageInfo
        .name,
    ).toBe('Nordvik');
    expect(
      (await gql<{ listPageInfo: { name: string } }>(query, { url: '/dc/ljusveckan' })).data
        .listPageInfo.name,
    ).toBe('Ljusveckan');
    expect(
      (await gql<{ listPageInfo: { name: string } }>(query, { url: '/s/soffa' })).data.listPageInfo
        .name,
    ).toBe('Sökresultat för "soffa"');
    expect(
      (await gql<{ listPageInfo: null }>(query, { url: '/c/no-such-category' })).data.listPageInfo,
    ).toBeNull();
  });
});

describe('menus', () => {
  const menuQuery = `query getMenuAtLocation($menuLocationId: String) { getMenuAtLocation(menuLocationId: $menuLocationId) {
    title menuItems { label canonicalUrl targetBlank children { label children { label canonicalUrl } } } } }`;
  type Item = { label: string; canonicalUrl: string; targetBlank: boolean; children: Item[] };

  it('has a menu at every location of the spec, Swedish plain and English with -com', async () => {
    for (const location of [
      'main-desktop',
      'main-mobile',
      'top-bar',
      'footer-first',
      'footer-second',
      'footer-third',
    ]) {
      for (const id of [location, `${location}-com`]) {
        const answer = await gql<{ getMenuAtLocation: { menuItems: Item[] } }>(menuQuery, {
          menuLocationId: id,
        });
        expect(answer.data.getMenuAtLocation.menuItems.length, id).toBeGreaterThan(0);
      }
    }
  });

  it('has three levels in the main menu', async () => {
    const answer = await gql<{ getMenuAtLocation: { menuItems: Item[] } }>(menuQuery, {
      menuLocationId: 'main-desktop-com',
    });
    const furniture = answer.data.getMenuAtLocation.menuItems.find(
      (item) => item.label === 'Furniture',
    );
    expect(
      furniture?.children
        .find((child) => child.label === 'Sofas and armchairs')
        ?.children.map((child) => child.label),
    ).toContain('Armchairs');
  });

  it('marks external links to open in a new tab', async () => {
    const answer = await gql<{ getMenuAtLocation: { menuItems: Item[] } }>(menuQuery, {
      menuLocationId: 'footer-second',
    });
    expect(
      answer.data.getMenuAtLocation.menuItems
        .filter((item) => item.canonicalUrl.startsWith('https://'))
        .every((item) => item.targetBlank),
    ).toBe(true);
  });

  it('answers null for an unknown location and an error without one', async () => {
    expect(
      (await gql<{ getMenuAtLocation: null }>(menuQuery, { menuLocationId: 'nowhere' })).data
        .getMenuAtLocation,
    ).toBeNull();
    expect(errorCode(await gql(menuQuery, {}))).toBe('BAD_USER_INPUT');
  });
});

describe('products', () => {
  it('pages through at least 300 products with a count', async () => {
    const first = await products({ take: 24 });
    expect(first.data.products.count).toBeGreaterThanOrEqual(300);
    expect(first.data.products.products).toHaveLength(24);
    const second = await products({ take: 24, skip: 24 });
    expect(second.data.products.products[0]?.productId).not.toBe(
      first.data.products.products[0]?.productId,
    );
  });

  it('prices in SEK for se and EUR for com, formatted for the language', async () => {
    const sv = await products({ take: 1, filter: { sort: 'PRICE_DESC' }, ...se });
    const en = await products({ take: 1, filter: { sort: 'PRICE_DESC' }, ...com });
    const svPrice = sv.data.products.products[0]?.unitPrice as Price;
    const enPrice = en.data.products.products[0]?.unitPrice as Price;
    expect(svPrice.currency.code).toBe('SEK');
    expect(svPrice.sellingPriceIncVatFormatted).toMatch(/^\d{1,3}(\s\d{3})*\skr$/);
    expect(enPrice.currency.code).toBe('EUR');
    expect(enPrice.sellingPriceIncVatFormatted).toMatch(/^€[\d,]+(\.\d{2})?$/);
    expect(svPrice.sellingPriceIncVat).toBeGreaterThan(enPrice.sellingPriceIncVat * 5);
  });

  it('translates names by language', async () => {
    const sv = await products({
      take: 1,
      filter: { sort: 'ALPHABETICAL' },
      categoryAlias: 'fatoljer',
      ...se,
    });
    const en = await products({
      take: 1,
      filter: { sort: 'ALPHABETICAL' },
      categoryAlias: 'fatoljer',
      ...com,
    });
    expect(sv.data.products.products[0]?.name).toMatch(/fåtölj$/);
    expect(en.data.products.products[0]?.name).toMatch(/armchair$/);
  });

  it('lists a category with its subcategories, a brand and a discount campaign', async () => {
    const furniture = await products({ categoryAlias: 'mobler' });
    const sofas = await products({ categoryAlias: 'soffor' });
    expect(sofas.data.products.count).toBeGreaterThan(0);
    expect(furniture.data.products.count).toBeGreaterThan(sofas.data.products.count);
    const brand = await products({ brandAlias: 'nordvik', take: 100 });
    expect(brand.data.products.products.every((product) => product.brand.name === 'Nordvik')).toBe(
      true,
    );
    const campaign = await products({ discountCampaignAlias: 'light-week', take: 100, ...com });
    expect(campaign.data.products.count).toBeGreaterThan(0);
    expect(
      campaign.data.products.products.every(
        (product) =>
          product.unitPrice.isDiscounted && product.discountCampaigns[0]?.name === 'Light week',
      ),
    ).toBe(true);
    expect((await products({ url: '/c/mobler/soffor' })).data.products.count).toBe(
      sofas.data.products.count,
    );
    expect((await products({ categoryAlias: 'nothing' })).data.products.count).toBe(0);
  });

  it('searches by text and sorts by relevance', async () => {
    const answer = await products({ filter: { searchText: 'soffa' }, ...se });
    expect(answer.data.products.count).toBeGreaterThan(0);
    expect(answer.data.products.products[0]?.name.toLowerCase()).toContain('soffa');
    expect((await products({ filter: { searchText: 'zzzxq' } })).data.products.count).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const ascending = (
      await products({ take: 50, categoryAlias: 'bord', filter: { sort: 'PRICE' } })
    ).data.products.products.map((product) => product.unitPrice.sellingPriceIncVat);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (
      await products({ take: 50, categoryAlias: 'bord', filter: { sort: 'PRICE_DESC' } })
    ).data.products.products.map((product) => product.unitPrice.sellingPriceIncVat);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('filters by price range and reports the range of the selection', async () => {
    const answer = await products({
      take: 100,
      categoryAlias: 'soffor',
      filter: { price: { lowest: 5000, highest: 9000 } },
    });
    expect(
      answer.data.products.products.every(
        (product) =>
          product.unitPrice.sellingPriceIncVat >= 5000 &&
          product.unitPrice.sellingPriceIncVat <= 9000,
      ),
    ).toBe(true);
    expect(answer.data.products.filters.price.lowest).toBeLessThanOrEqual(
      answer.data.products.filters.price.highest,
    );
    const inverted = await products({ filter: { price: { lowest: 9000, highest: 5000 } } });
    expect(errorCode(inverted)).toBe('BAD_USER_INPUT');
  });

  it('filters by facets: values of one group are or-ed, groups are and-ed, counts per group', async () => {
    const all = await products({ take: 100, categoryAlias: 'belysning', ...com });
    const brands = all.data.products.filters.facets.find((facet) => facet.type === 'Brand');
    const colours = all.data.products.filters.facets.find(
      (facet) => facet.filterId === 'Parameter-1',
    );
    expect(brands?.values.length).toBeGreaterThan(1);
    const [first, second] = brands?.values ?? [];
    const both = await products({
      take: 100,
      categoryAlias: 'belysning',
      filter: { facets: [first?._id, second?._id] },
      ...com,
    });
    expect(both.data.products.count).toBe((first?.count ?? 0) + (second?.count ?? 0));
    const colour = colours?.values[0];
    const narrowed = await products({
      take: 100,
      categoryAlias: 'belysning',
      filter: { facets: [first?._id, colour?._id] },
      ...com,
    });
    expect(narrowed.data.products.count).toBeLessThanOrEqual(first?.count ?? 0);
    const excluded = await products({
      take: 100,
      categoryAlias: 'belysning',
      filter: { excludeFacets: [first?._id] },
      ...com,
    });
    expect(excluded.data.products.count).toBe(all.data.products.count - (first?.count ?? 0));
  });

  it('rejects a negative take or skip', async () => {
    expect(errorCode(await products({ take: -1 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await products({ skip: -1 }))).toBe('BAD_USER_INPUT');
  });
});

describe('one product', () => {
  const productQuery = `query product($alias: String, $productId: Int, $channelId: String, $languageId: String, $marketId: String) {
    product(alias: $alias, productId: $productId, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
      productId name alias canonicalUrl texts { text1 text2 } images productImages { fileName }
      brand { name } primaryCategory { name } breadcrumbs { name url } alternativeUrls { url language channelId }
      unitPrice { ${priceFields} }
      lowestPrice { lowestPriceIncVat comparisonPriceIncVat lowestPriceIncVatFormatted }
      priceLog { date sellingPriceIncVat isLowest }
      skus { skuId name articleNumber gtin stock { inStock oversellable totalStock static incoming } }
      totalStock { totalStock }
      variantGroup { variants { value label productId variants { skuId label } } }
      variantDimensions { dimension group { label value } }
      parameterGroups { name parameters { label value facetId } }
      rating { score voteCount }
      meta { title description }
    }
  }`;

  it('is found by Swedish alias, English alias or id, with texts in the asked language', async () => {
    const list = await products({ take: 1, categoryAlias: 'mattor', ...se });
    const alias = list.data.products.products[0]?.alias as string;
    type Answer = {
      product: { productId: number; name: string; texts: { text1: string }; alias: string };
    };
    const sv = await gql<Answer>(productQuery, { alias, ...se });
    const en = await gql<Answer>(productQuery, { productId: sv.data.product.productId, ...com });
    expect(en.data.product.productId).toBe(sv.data.product.productId);
    expect(sv.data.product.texts.text1).toContain('garanti');
    expect(en.data.product.texts.text1).toContain('warranty');
    expect(
      (await gql<Answer>(productQuery, { alias: en.data.product.alias, ...se })).data.product.name,
    ).toBe(sv.data.product.name);
    expect(
      (await gql<{ product: null }>(productQuery, { alias: 'no-such-product' })).data.product,
    ).toBeNull();
    expect(errorCode(await gql(productQuery, {}))).toBe('BAD_USER_INPUT');
  });

  it('has sizes as skus, colours as a variant group, a specification, 30 days of price log and the EU price indication of them', async () => {
    const list = await products({ take: 1, categoryAlias: 'mattor', ...se });
    const answer = await gql<{
      product: {
        skus: { skuId: number; gtin: string }[];
        variantGroup: { variants: { value: string; variants: { skuId: number }[] }[] };
        variantDimensions: { dimension: string }[];
        parameterGroups: { parameters: { label: string; facetId: string | null }[] }[];
        priceLog: { date: string; sellingPriceIncVat: number; isLowest: boolean }[];
        lowestPrice: { lowestPriceIncVat: number };
        unitPrice: Price;
        breadcrumbs: { name: string }[];
        alternativeUrls: { channelId: string }[];
      };
    }>(productQuery, { alias: list.data.products.products[0]?.alias, ...se });
    const { product } = answer.data;
    expect(product.skus.length).toBeGreaterThan(1);
    expect(product.skus[0]?.gtin).toMatch(/^\d{13}$/);
    expect(product.variantDimensions.map((dimension) => dimension.dimension)).toEqual([
      'Colour',
      'Size',
    ]);
    expect(
      product.variantGroup.variants.some(
        (variant) => variant.variants.length === product.skus.length,
      ),
    ).toBe(true);
    expect(product.parameterGroups[0]?.parameters.map((parameter) => parameter.label)).toContain(
      'Färg',
    );
    expect(product.priceLog).toHaveLength(30);
    // Issue 22: the history is the 30 days before today, not before the seed's base day.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(product.priceLog.at(-1)?.date).toBe(day(-1));
    expect(product.priceLog[0]?.date).toBe(day(-30));
    // The EU price indication follows the log: the lowest price of the 30 days before the cut.
    expect(product.lowestPrice.lowestPriceIncVat).toBe(
      lowestPriorPrice(
        product.priceLog.map((entry) => ({ date: entry.date, selling: entry.sellingPriceIncVat })),
        { date: day(0), selling: product.unitPrice.sellingPriceIncVat },
      ),
    );
    expect(product.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Textilier', 'Mattor']);
    expect(new Set(product.alternativeUrls.map((url) => url.channelId))).toEqual(
      new Set(['1|se', '3|com']),
    );
  });

  it('shows beside a reduced price the lowest price of the 30 days before the cut, not the reduced price (issue 52: the Loke bed)', async () => {
    const answer = await gql<{
      product: {
        unitPrice: Price;
        lowestPrice: { lowestPriceIncVat: number; lowestPriceIncVatFormatted: string };
        priceLog: { sellingPriceIncVat: number }[];
      };
    }>(productQuery, { alias: 'loke-bed-oak', ...com });
    const { product } = answer.data;
    // Its history has the cut: 1,514 until three days ago, 1,362.60 since.
    expect(product.unitPrice.isDiscounted).toBe(true);
    expect(product.unitPrice.sellingPriceIncVat).toBe(1362.6);
    expect(product.priceLog.map((entry) => entry.sellingPriceIncVat)).toContain(1362.6);
    expect(product.lowestPrice.lowestPriceIncVat).toBe(1514);
    expect(product.lowestPrice.lowestPriceIncVatFormatted).toBe('€1,514');
  });

  it('shows related products', async () => {
    const list = await products({ take: 1, categoryAlias: 'soffor' });
    const answer = await gql<{
      relatedProducts: { relationType: string; name: string; unitPrice: Price }[];
    }>(
      `query relatedProducts($alias: String!) { relatedProducts(alias: $alias) { relationType name unitPrice { ${priceFields} } } }`,
      { alias: list.data.products.products[0]?.alias },
    );
    expect(answer.data.relatedProducts.length).toBeGreaterThan(1);
    expect(answer.data.relatedProducts.map((related) => related.relationType)).toContain(
      'ACCESSORIES',
    );
  });

  it('shows accepted reviews only, newest first, with count and average', async () => {
    const list = await products({ take: 100, filter: { sort: 'VOTES' } });
    const alias = list.data.products.products[0]?.alias;
    const answer = await gql<{
      reviews: {
        count: number;
        averageRating: number;
        reviews: { rating: number; author: string; reviewDate: string }[];
      };
    }>(
      'query reviews($alias: String) { reviews(alias: $alias, take: 50) { count averageRating reviews { rating author reviewDate } } }',
      { alias },
    );
    const { reviews } = answer.data;
    expect(reviews.count).toBeGreaterThan(0);
    expect(reviews.reviews.every((review) => review.author !== 'Pending Reviewer')).toBe(true);
    const dates = reviews.reviews.map((review) => review.reviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(errorCode(await gql('{ reviews { count } }'))).toBe('BAD_USER_INPUT');
  });
});

describe('content', () => {
  const areaQuery = `query widgetArea($family: String, $areaName: String, $alias: String, $displaySetting: String, $languageId: String, $channelId: String) {
    widgetArea(family: $family, areaName: $areaName, alias: $alias, displaySetting: $displaySetting, languageId: $languageId, channelId: $channelId) {
      name familyName tags meta { title } containers { layout design widgets { type configuration images { fileName largestSize { imageWidth imageHeight } } } } } }`;
  type Area = {
    widgetArea: {
      name: string;
      familyName: string;
      containers: {
        widgets: { type: string; configuration: string; images: { fileName: string }[] }[];
      }[];
    };
  };

  it("writes amounts in content in the market's currency: SEK for English in Sweden, never a literal 89 EUR (issue 52)", async () => {
    const englishInSweden = { channelId: '1|se', marketId: 'se', languageId: 'en-US' };
    const areaText = async (variables: Record<string, unknown>) => {
      const answer = await gql<Area & { widgetArea: { meta: { description: string } } }>(
        areaQuery
          .replace('meta { title }', 'meta { title description }')
          .replace('$channelId: String) {', '$channelId: String, $marketId: String) {')
          .replace('channelId: $channelId) {', 'channelId: $channelId, marketId: $marketId) {'),
        variables,
      );
      return JSON.stringify(answer.data.widgetArea);
    };
    // The front page and the list page's top area name the threshold; the list's bottom names none.
    for (const [area, namesThreshold] of [
      [{ family: 'Frontpage', areaName: 'The front page area' }, true],
      [{ family: 'Productlist', areaName: 'Top' }, true],
      [{ family: 'Productlist', areaName: 'Bottom' }, false],
    ] as const) {
      const english = await areaText({ ...area, ...englishInSweden });
      expect(english, area.areaName).not.toMatch(/EUR|€|\{\{/);
      if (!namesThreshold) continue;
      expect(english).toContain('Free shipping over SEK\u00a0997');
      expect(await areaText({ ...area, ...com })).toContain('Free shipping over €89');
    }
    const category = await gql<{ category: { secondaryDescription: string } }>(
      'query($alias: String, $channelId: String, $marketId: String, $languageId: String) { category(alias: $alias, channelId: $channelId, marketId: $marketId, languageId: $languageId) { secondaryDescription } }',
      { alias: 'sofas', ...englishInSweden },
    );
    expect(category.data.category.secondaryDescription).toMatch(
      /^Free shipping over SEK\u00a0997,/,
    );
  });

  it('has a front page of family Frontpage with every widget type, configurations as JSON', async () => {
    const answer = await gql<Area>(areaQuery, {
      family: 'Frontpage',
      areaName: 'The front page area',
      displaySetting: 'desktop',
    });
    const widgets = answer.data.widgetArea.containers.flatMap((container) => container.widgets);
    expect(new Set(widgets.map((widget) => widget.type))).toEqual(
      new Set(
        [
          'Banner',
          'Buttons',
          'HTML',
          'Image',
          'JSON',
          'Personalisation feed',
          'Product list',
          'Rich text',
          'Social content feed',
          'Text',
          'Video',
        ].map((type) => `${type}PageWidget`),
      ),
    );
    // Geins's configuration shape: the content system's name, displayName and active beside the settings.
    for (const widget of widgets)
      expect(JSON.parse(widget.configuration)).toMatchObject({
        name: expect.any(String),
        displayName: expect.any(String),
        active: true,
      });
    const json = JSON.parse(
      widgets.find((widget) => widget.type === 'JSONPageWidget')?.configuration ?? '{}',
    ) as { json: string };
    expect(JSON.parse(json.json)).toMatchObject({ sellingPoints: expect.any(Array) });
    expect(widgets.find((widget) => widget.type === 'BannerPageWidget')?.images[0]?.fileName).toBe(
      'hero-living-room.webp',
    );
    // Issue 22: the social feed has seeded posts, each with its picture among the widget's (it was an empty band).
    const social = widgets.find((widget) => widget.type === 'Social content feedPageWidget')!;
    const posts =
      (JSON.parse(social.configuration) as { posts?: { fileName: string; href: string }[] })
        .posts ?? [];
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts)
      expect(social.images.map((image) => image.fileName)).toContain(post.fileName);
  });

  it('leaves desktop-only widgets out when displaySetting is mobile', async () => {
    const types = async (displaySetting: string) => {
      const answer = await gql<Area>(areaQuery, {
        family: 'Frontpage',
        areaName: 'The front page area',
        displaySetting,
      });
      return answer.data.widgetArea.containers.flatMap((container) =>
        container.widgets.map((widget) => widget.type),
      );
    };
    expect(await types('desktop')).toContain('VideoPageWidget');
    expect(await types('mobile')).not.toContain('VideoPageWidget');
  });

  it('translates the front page by language', async () => {
    const sv = await gql<Area>(areaQuery, {
      family: 'Frontpage',
      areaName: 'The front page area',
      ...se,
    });
    const en = await gql<Area>(areaQuery, {
      family: 'Frontpage',
      areaName: 'The front page area',
      ...com,
    });
    const text = (area: Area) =>
      JSON.parse(area.widgetArea.containers[1]?.widgets[0]?.configuration ?? '{}') as {
        title: string;
      };
    expect(text(sv.data).title).toBe('Välkommen till Hemma');
    expect(text(en.data).title).toBe('Welcome to Hemma');
  });

  it('has list-page top and bottom, product page and the content pages', async () => {
    for (const [family, areaName] of [
      ['Productlist', 'Top'],
      ['Productlist', 'Bottom'],
      ['Product', 'Below description'],
    ]) {
      const answer = await gql<Area>(areaQuery, { family, areaName });
      expect(answer.data.widgetArea.containers.length, `${family}/${areaName}`).toBeGreaterThan(0);
    }
    for (const alias of [
      'about',
      'cookies',
      'terms-of-purchase',
      'customer-service',
      'business',
      'careers',
      'press',
    ]) {
      const answer = await gql<Area>(areaQuery, { alias, ...com });
      expect(answer.data.widgetArea.containers[0]?.widgets.length, alias).toBeGreaterThan(0);
    }
    expect((await gql<Area>(areaQuery, { alias: 'kopvillkor', ...se })).data.widgetArea.name).toBe(
      'terms',
    );
    // Issue 22: the other language's alias finds the same page, in the asked language (the language switcher keeps the alias).
    const swedishByEnglishAlias = await gql<Area & { widgetArea: { title: string } }>(
      `query($alias: String, $languageId: String, $channelId: String) { widgetArea(alias: $alias, languageId: $languageId, channelId: $channelId) { name title } }`,
      { alias: 'terms-of-purchase', ...se },
    );
    expect(swedishByEnglishAlias.data.widgetArea).toEqual({ name: 'terms', title: 'Köpvillkor' });
  });

  it('answers null for an unknown area and errors for missing or wrong arguments', async () => {
    expect(
      (await gql<{ widgetArea: null }>(areaQuery, { alias: 'nothing' })).data.widgetArea,
    ).toBeNull();
    expect(errorCode(await gql(areaQuery, { family: 'Frontpage' }))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await gql(areaQuery, {
          family: 'Frontpage',
          areaName: 'The front page area',
          displaySetting: 'tv',
        }),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('lists content pages filtered by tags', async () => {
    const query =
      'query cmsPages($includeTags: [String], $excludeTags: [String]) { cmsPages(includeTags: $includeTags, excludeTags: $excludeTags, languageId: "en-US", channelId: "3|com") { alias canonicalUrl tags } }';
    const all = await gql<{ cmsPages: { alias: string }[] }>(query, {});
    expect(all.data.cmsPages.map((page) => page.alias)).toEqual([
      'about',
      'cookies',
      'terms-of-purchase',
      'customer-service',
      'business',
      'careers',
      'press',
    ]);
    const legal = await gql<{ cmsPages: { alias: string }[] }>(query, { includeTags: ['legal'] });
    expect(legal.data.cmsPages.map((page) => page.alias)).toEqual(['cookies', 'terms-of-purchase']);
    const notLegal = await gql<{ cmsPages: { alias: string }[] }>(query, {
      excludeTags: ['legal'],
    });
    expect(notLegal.data.cmsPages.map((page) => page.alias)).toEqual([
      'about',
      'customer-service',
      'business',
      'careers',
      'press',
    ]);
  });
});
