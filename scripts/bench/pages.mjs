/**
 * The pages of the issue-12 benchmark, with real aliases of the seeded catalogue (apps/commerce-api/src/seed)
 * in the default channel (English, no prefix) and the Swedish one (`/sv`). The spec has no cart page and no URL that opens the cart
 * panel, so "cart" is the home page with a filled cart cookie (mini cart with count and subtotal, cart panel
 * data on the first load) and "checkout" is the checkout page with the same cart.
 */
export const benchPages = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/c/furniture/sofas' },
  { name: 'product', path: '/p/2-seater-sofas/bo-2-seater-sofa-grey' },
  { name: 'content', path: '/about' },
  { name: 'cart', path: '/', withCart: true },
  { name: 'checkout', path: '/checkout', withCart: true },
  // The Swedish channel's pages (SEK, its own menus and texts): the goal is both languages.
  { name: 'sv-home', path: '/sv/' },
  { name: 'sv-list', path: '/sv/c/mobler/soffor' },
  { name: 'sv-product', path: '/sv/p/2-sitssoffor/bo-2-sitssoffa-gra' },
  { name: 'sv-content', path: '/sv/om-oss' },
];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One table row: the median of each figure over the runs of a page. */
export function summarize(page, samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    page: page.name,
    path: page.withCart ? `${page.path} (cart)` : page.path,
    score: Math.round(pick('score')),
    fcpMs: Math.round(pick('fcp')),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    siMs: Math.round(pick('si')),
  };
}

const lighthouseColumns = [
  ['page', 'page'],
  ['path', 'path'],
  ['score', 'score'],
  ['fcpMs', 'FCP ms'],
  ['lcpMs', 'LCP ms'],
  ['tbtMs', 'TBT ms'],
  ['cls', 'CLS'],
  ['siMs', 'SI ms'],
];

/**
 * A plain-text table (Markdown pipe syntax), readable in a terminal and pasteable into a note.
 * `columns` are [row key, title] pairs: the Lighthouse figures unless given.
 */
export function formatTable(rows, columns = lighthouseColumns) {
  const cells = [
    columns.map(([, title]) => title),
    ...rows.map((row) => columns.map(([key]) => String(row[key]))),
  ];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  const line = (values) =>
    `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
  return [
    line(cells[0]),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
