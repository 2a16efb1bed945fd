import type { ScreenData } from '../routing/screenMeta';

export interface PageMetaSource {
  /** The heading of the page (a product's or category's name, a content page's title). */
  title?: string | null;
  /** The commerce API's meta: its title is already a full document title. */
  meta?: { title?: string | null; description?: string | null } | null;
  /** The shop's own canonical path for the thing, when the API gives one. */
  canonicalPath?: string | null;
}

/**
 * A screen's meta with what the API knows about the page: its heading, its document title and
 * description. Fields the API leaves empty keep the screen's localized defaults.
 */
export function withPageMeta<T extends ScreenData>(
  page: T,
  source: PageMetaSource,
  documentTitleOf: (title: string) => string,
): T {
  const title = source.title?.trim() || page.title;
  const documentTitle =
    source.meta?.title?.trim() ||
    (source.title?.trim() ? documentTitleOf(title) : page.documentTitle);
  const description = source.meta?.description?.trim() || page.description;
  return { ...page, title, documentTitle, description };
}
