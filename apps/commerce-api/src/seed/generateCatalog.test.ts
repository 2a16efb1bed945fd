import { describe, expect, it } from 'vitest';
import { availableQuantity } from '../catalog/catalog';
import { generateCatalog } from './generateCatalog';
import { daysSinceSeedBase, SEED_BASE_DATE, seedDateToday } from '../catalog/catalogDates';

const catalog = generateCatalog();

describe('the seeded furniture shop', () => {
  it('is the same on every run (seeded PRNG, no clock)', () => {
    expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify(catalog));
  });

  it('has at least 300 products, 20 categories on three levels and 15 brands', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    expect(catalog.categories.length).toBeGreaterThanOrEqual(20);
    expect(catalog.brands.length).toBeGreaterThanOrEqual(15);
    const depth = (id: number): number => {
      const category = catalog.categories.find((candidate) => candidate.categoryId === id);
      return category && category.parentCategoryId !== 0 ? 1 + depth(category.parentCategoryId) : 1;
    };
    expect(Math.max(...catalog.categories.map((category) => depth(category.categoryId)))).toBe(3);
  });

  it('has every stock state: in stock, few left, out of stock, oversellable, static and incoming', () => {
    const stocks = catalog.skus.map((sku) => sku.stock);
    expect(
      stocks.some(
        (stock) => stock.inStock > 3 && stock.oversellable === 0 && stock.static === null,
      ),
    ).toBe(true);
    expect(
      stocks.some((stock) => stock.inStock >= 1 && stock.inStock <= 3 && stock.oversellable === 0),
    ).toBe(true);
    expect(stocks.some((stock) => availableQuantity(stock) === 0 && stock.incoming === null)).toBe(
      true,
    );
    expect(stocks.some((stock) => stock.oversellable > 0)).toBe(true);
    expect(stocks.some((stock) => stock.static !== null)).toBe(true);
    expect(stocks.some((stock) => stock.incoming !== null)).toBe(true);
  });

  it('varies products by colour (products of one variant group) and size (skus)', () => {
    const groups = new Map<number, Set<string>>();
    for (const product of catalog.products)
      groups.set(
        product.variantGroupId,
        (groups.get(product.variantGroupId) ?? new Set()).add(product.colourKey),
      );
    expect([...groups.values()].some((colourKeys) => colourKeys.size > 1)).toBe(true);
    expect(catalog.skus.some((sku) => sku.sizeKey !== null)).toBe(true);
  });

  it('names and describes every product in Swedish and English', () => {
    for (const product of catalog.products) {
      expect(product.name.sv).not.toBe('');
      expect(product.name.en).not.toBe('');
      expect(product.texts.text1.sv).not.toBe(product.texts.text1.en);
    }
  });

  it('keeps 30 days of price history with discounts below the regular price', () => {
    const discounted = catalog.products.filter(
      (product) => product.prices.SEK.discountType !== 'NONE',
    );
    expect(discounted.length).toBeGreaterThan(10);
    for (const product of discounted)
      expect(product.prices.SEK.selling).toBeLessThan(product.prices.SEK.regular);
    expect(catalog.products.every((product) => product.prices.EUR.history.length === 30)).toBe(
      true,
    );
  });

  it('has menus for every location of the spec, with three levels in the main menus', () => {
    const locations = [
      'main-desktop',
      'main-mobile',
      'top-bar',
      'footer-first',
      'footer-second',
      'footer-third',
    ];
    expect(catalog.menus.map((menu) => menu.location).sort()).toEqual(
      [...locations, ...locations.map((location) => `${location}-com`)].sort(),
    );
    const main = catalog.menus.find((menu) => menu.location === 'main-desktop');
    expect(
      main?.menuItems.some((item) => item.children.some((child) => child.children.length > 0)),
    ).toBe(true);
  });

  it('has a front page with every widget type', () => {
    const frontpage = catalog.widgetAreas.find(
      (area) => area.family === 'Frontpage' && area.languageCode === 'en',
    );
    const types = new Set(
      frontpage?.containers.flatMap((container) => container.widgets.map((widget) => widget.type)),
    );
    expect([...types].sort()).toEqual(
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
      ]
        .map((type) => `${type}PageWidget`)
        .sort(),
    );
  });
});

describe('seeded dates as the shopper sees them (issue 22)', () => {
  it('move by the days passed since the seed base day, for days and timestamps', () => {
    const today = new Date('2026-11-25T21:00:00Z');
    expect(daysSinceSeedBase(today)).toBe(55);
    expect(seedDateToday(SEED_BASE_DATE, today)).toBe('2026-11-25');
    expect(seedDateToday('2026-09-01', today)).toBe('2026-10-26');
    expect(seedDateToday('2026-10-20T00:00:00.000Z', today)).toBe('2026-12-14T00:00:00.000Z');
    expect(seedDateToday('2026-09-30', new Date(`${SEED_BASE_DATE}T08:00:00Z`))).toBe('2026-09-30');
  });
});
