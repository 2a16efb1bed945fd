import type { Category, LanguageCode } from '../catalog/types';

/** /c/{category} for a top category, /c/{parent}/{category} below it (the spec's routes). */
export function categoryUrl(category: Category, categories: Category[], lang: LanguageCode): string {
  const parent = categories.find((candidate) => candidate.categoryId === category.parentCategoryId);
  return parent ? `/c/${parent.alias[lang]}/${category.alias[lang]}` : `/c/${category.alias[lang]}`;
}
