// Fails when a route's first-load JS, its CSS or a lazy chunk is over the budget in budgets.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { budgetFor, measureBuild, overBudget } from './measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The storefront build to measure: apps/storefront/build, or HEMMA_BUILD_DIR (relative to apps/storefront).
const buildDir = resolve(`${root}apps/storefront`, process.env.HEMMA_BUILD_DIR || 'build');
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

const { assets: manifest, routeDiscovery } = await import(
  pathToFileURL(`${buildDir}/server/index.js`).href
);
const measured = measureBuild({ manifest, clientDir: `${buildDir}/client`, routeDiscovery });

// Localized variants of one screen (id@variant) share their modules: show the largest of each.
const byScreen = new Map();
for (const route of measured.routes) {
  const screen = route.id.split('@')[0];
  const seen = byScreen.get(screen);
  if (!seen || route.firstLoadJsKb > seen.firstLoadJsKb)
    byScreen.set(screen, { ...route, variants: (seen?.variants ?? 0) + 1 });
  else seen.variants += 1;
}
const rows = [...byScreen.entries()].map(([screen, route]) => {
  const budget = budgetFor(budgets, route.id);
  return {
    route: screen,
    variants: route.variants,
    'first-load JS KB gz': `${route.firstLoadJsKb.toFixed(1)} / ${budget?.firstLoadJsKb ?? '-'}`,
    'CSS KB gz': `${route.cssKb.toFixed(1)} / ${budget?.cssKb ?? '-'}`,
  };
});
console.table(rows);
const biggestLazy = [...measured.lazyChunks].sort((a, b) => b.kb - a.kb).slice(0, 5);
if (biggestLazy.length > 0) {
  console.log(`largest lazy chunks (budget ${budgets.lazyChunkKb} KB gz each):`);
  for (const chunk of biggestLazy) console.log(`  ${chunk.kb.toFixed(1)} KB  ${chunk.url}`);
}
const failures = overBudget(measured, budgets);
if (failures.length > 0) {
  // Variants of a screen fail together: one line per screen and figure, with how many variants.
  const grouped = new Map();
  for (const line of failures) {
    const key = line.replace(/^(\w+)@[\w-]+:/, '$1:');
    grouped.set(key, (grouped.get(key) ?? 0) + 1);
  }
  const lines = [...grouped].map(([line, count]) =>
    count > 1 ? `${line} (${count} variants)` : line,
  );
  console.error(`\nbudgets: ${failures.length} over budget\n  ${lines.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `budgets: ${measured.routes.length} routes and ${measured.lazyChunks.length} lazy chunks within budget`,
);
