import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { HtmlSanitizer } from '../sanitize/sanitizeHtml';
import type { ProductsSource } from '../ProductListWidget/productsSource';

/** Builds the address of a stored image at a width: the app decides the image host. */
export type ImageUrlBuilder = (fileName: string, width: number) => string;

export interface PersonalisationSettings {
  /** Whether the personalisation service runs on this site. */
  active: boolean;
  /** The service's account id; without it no feed renders. */
  accountId?: string | null;
  /** Draws a feed; the service owns what is in it. */
  renderFeed?: (feed: PersonalisationFeedRequest) => ReactNode;
}

export interface PersonalisationFeedRequest {
  accountId: string;
  feedId: string;
  title?: string;
  take: number;
}

/** The few words widgets say themselves; the app passes its translations. */
export interface WidgetLabels {
  playVideo: (title: string) => string;
  previousProducts: string;
  nextProducts: string;
  loadingProducts: string;
  socialFeed: string;
}

export const englishLabels: WidgetLabels = {
  playVideo: (title) => `Play video: ${title}`,
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  loadingProducts: 'Loading products',
  socialFeed: 'Social feed',
};

export interface WidgetsSettings {
  labels: WidgetLabels;
  /** Content images (widget images). */
  imageUrl: ImageUrlBuilder;
  /** Product images in product lists. */
  productImageUrl: ImageUrlBuilder;
  /** The widths offered in every widget image's srcset. */
  imageWidths: readonly number[];
  /** Turns content-system HTML into safe HTML; defaults to DOMPurify on the browser's window. */
  sanitizer?: HtmlSanitizer;
  personalisation: PersonalisationSettings;
  /** Where product lists get their products; defaults to the data package's products query. */
  productsSource?: ProductsSource;
  /** Product ids the shopper marked as favorites (the app keeps them, in its persisted-state cookie). */
  favorites: readonly number[];
}

export const defaultImageWidths = [320, 480, 640, 768, 1024, 1366, 1600, 1920] as const;

/** Without a provider, images come from the commerce API's image paths on the same origin. */
const defaultSettings: WidgetsSettings = {
  labels: englishLabels,
  imageUrl: (fileName, width) => `/images/pagewidget/${width}/${encodeURIComponent(fileName)}`,
  productImageUrl: (fileName, width) => `/images/product/${width}/${encodeURIComponent(fileName)}`,
  imageWidths: defaultImageWidths,
  personalisation: { active: false },
  favorites: [],
};

const WidgetsContext = createContext<WidgetsSettings>(defaultSettings);

export type WidgetsProviderProps = Partial<WidgetsSettings> & { children: ReactNode };

/** What widgets need from the app: the image host, a sanitizer, personalisation, favorites. */
export function WidgetsProvider({ children, ...settings }: WidgetsProviderProps) {
  const { labels, imageUrl, productImageUrl, imageWidths, sanitizer, personalisation, productsSource, favorites } = settings;
  const value = useMemo<WidgetsSettings>(
    () => ({
      labels: labels ?? defaultSettings.labels,
      imageUrl: imageUrl ?? defaultSettings.imageUrl,
      productImageUrl: productImageUrl ?? defaultSettings.productImageUrl,
      imageWidths: imageWidths ?? defaultSettings.imageWidths,
      sanitizer,
      personalisation: personalisation ?? defaultSettings.personalisation,
      productsSource,
      favorites: favorites ?? defaultSettings.favorites,
    }),
    [labels, imageUrl, productImageUrl, imageWidths, sanitizer, personalisation, productsSource, favorites],
  );
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}

export function useWidgetsSettings(): WidgetsSettings {
  return useContext(WidgetsContext);
}
