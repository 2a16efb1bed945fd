import { describe, expect, it } from 'vitest';
import { benchPages, formatTable, median, summarize } from './pages.mjs';

describe('Lighthouse benchmark figures', () => {
  it('takes the middle run of an odd count and the mean of the middle two of an even count', () => {
    expect(median([30, 10, 20, 50, 40])).toBe(30);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('summarizes each figure by its own median, not the figures of one run', () => {
    const samples = [
      { score: 90, fcp: 900, lcp: 1400, tbt: 0, cls: 0, si: 1000 },
      { score: 100, fcp: 700, lcp: 1600, tbt: 50, cls: 0.02, si: 900 },
      { score: 95, fcp: 800, lcp: 1200, tbt: 20, cls: 0.001, si: 1100 },
    ];
    expect(summarize({ name: 'home', path: '/' }, samples)).toEqual({
      page: 'home',
      path: '/',
      score: 95,
      fcpMs: 800,
      lcpMs: 1400,
      tbtMs: 20,
      cls: 0.001,
      siMs: 1000,
    });
  });

  it('prints an aligned table with a header for every figure', () => {
    const table = formatTable([
      {
        page: 'list',
        path: '/c/furniture/sofas',
        score: 99,
        fcpMs: 812,
        lcpMs: 1300,
        tbtMs: 10,
        cls: 0,
        siMs: 900,
      },
    ]);
    expect(table.split('\n')).toEqual([
      '| page | path               | score | FCP ms | LCP ms | TBT ms | CLS | SI ms |',
      '|------|--------------------|-------|--------|--------|--------|-----|-------|',
      '| list | /c/furniture/sofas | 99    | 812    | 1300   | 10     | 0   | 900   |',
    ]);
  });

  it("covers the issue's pages in both languages, the cart and checkout with a cart", () => {
    expect(benchPages.map((page) => page.name)).toEqual([
      'home',
      'list',
      'product',
      'content',
      'cart',
      'checkout',
      'sv-home',
      'sv-list',
      'sv-product',
      'sv-content',
    ]);
    expect(benchPages.filter((page) => page.path.startsWith('/sv/'))).toHaveLength(4);
    expect(benchPages.filter((page) => page.withCart).map((page) => page.name)).toEqual([
      'cart',
      'checkout',
    ]);
  });
});
