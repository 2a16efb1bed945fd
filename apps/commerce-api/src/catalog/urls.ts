import type { Category, LanguageCode, Product } from './types';

/** /c/{category} for a top category, /c/{parent}/{category} below it (the spec's routes). */
export function categoryUrl(
  category: Category,
  categories: Category[],
  lang: LanguageCode,
): string {
  const parent = categories.find((candidate) => candidate.categoryId === category.parentCategoryId);
  return parent ? `/c/${parent.alias[lang]}/${category.alias[lang]}` : `/c/${category.alias[lang]}`;
}

export function productUrl(
  product: Product,
  categories: Map<number, Category>,
  lang: LanguageCode,
): string {
  const category = categories.get(product.categoryId);
  return category
    ? `/p/${category.alias[lang]}/${product.alias[lang]}`
    : `/p/${product.alias[lang]}`;
}

export function brandUrl(alias: string): string {
  return `/b/${alias}`;
}

export function campaignUrl(alias: string): string {
  return `/dc/${alias}`;
}
