import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { HtmlSanitizer } from '../sanitize/sanitizeHtml';
import type { ProductsSource } from '../../ProductListWidget/productsSource';

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
  placementId: string;
  title?: string;
  take: number;
  /** How the service should order products when it has nothing personal to offer. */
  fallbackSort?: string;
}

/** The few words widgets say themselves; the app passes its translations. */
export interface WidgetLabels {
  playVideo: (title: string) => string;
  previousProducts: string;
  nextProducts: string;
  loadingProducts: string;
  socialFeed: string;
  opensInNewTab: string;
  exVat: string;
  regularPrice: string;
  sellingPrice: string;
  noImage: string;
}

export const englishLabels: WidgetLabels = {
  playVideo: (title) => `Play video: ${title}`,
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  loadingProducts: 'Loading products',
  socialFeed: 'Social feed',
  opensInNewTab: 'opens in a new tab',
  exVat: 'ex VAT',
  regularPrice: 'Regular price',
  sellingPrice: 'Price',
  noImage: 'No image',
};

/** A post of the social-content service, ready to show. */
export interface SocialPost {
  id: string;
  imageUrl: string;
  caption: string;
  href: string;
  author?: string;
}

/**
 * A React hook that loads a social-content feed by its key and tags (the service the shop uses:
 * Flowbox, Instagram and the like). `skip` is true until the feed nears the viewport.
 */
export type SocialFeedSource = (
  request: { feedKey: string; tags: readonly string[]; take: number },
  options: { skip: boolean },
) => { posts: readonly SocialPost[]; loading: boolean; error?: { message: string } };

export interface WidgetsSettings {
  labels: WidgetLabels;
  /** Where social-content feeds come from; without it, feeds configured by key draw nothing. */
  socialFeedSource?: SocialFeedSource;
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
  /** Prices with VAT (persons) or without (companies), from the shopper's customer type. */
  vatIncluded: boolean;
  /** Product ids the shopper marked as favorites (the app keeps them, in its persisted-state cookie). */
  favorites: readonly number[];
}

export const defaultImageWidths = [320, 480, 640, 768, 1024, 1366, 1600, 1920] as const;

/** Without a provider, images come from the commerce API's image paths on the same origin. */
const defaultSettings: WidgetsSettings = {
  labels: englishLabels,
  imageUrl: (fileName, width) => `/images/cms/${width}/${encodeURIComponent(fileName)}`,
  productImageUrl: (fileName, width) => `/images/product/${width}/${encodeURIComponent(fileName)}`,
  imageWidths: defaultImageWidths,
  personalisation: { active: false },
  vatIncluded: true,
  favorites: [],
};

const WidgetsContext = createContext<WidgetsSettings>(defaultSettings);

export type WidgetsProviderProps = Partial<WidgetsSettings> & { children: ReactNode };

/**
 * What widgets need from the app: the image host, a sanitizer, personalisation, favorites. A
 * setting it is not given (or given as undefined) is the enclosing provider's, so a provider
 * inside another changes only what it sets; the built-in defaults apply at the top.
 */
export function WidgetsProvider({ children, ...settings }: WidgetsProviderProps) {
  const enclosing = useContext(WidgetsContext);
  const {
    labels,
    imageUrl,
    productImageUrl,
    imageWidths,
    sanitizer,
    personalisation,
    productsSource,
    favorites,
    socialFeedSource,
    vatIncluded,
  } = settings;
  const value = useMemo<WidgetsSettings>(
    () => ({
      labels: labels ?? enclosing.labels,
      imageUrl: imageUrl ?? enclosing.imageUrl,
      productImageUrl: productImageUrl ?? enclosing.productImageUrl,
      imageWidths: imageWidths ?? enclosing.imageWidths,
      sanitizer: sanitizer ?? enclosing.sanitizer,
      personalisation: personalisation ?? enclosing.personalisation,
      productsSource: productsSource ?? enclosing.productsSource,
      favorites: favorites ?? enclosing.favorites,
      socialFeedSource: socialFeedSource ?? enclosing.socialFeedSource,
      vatIncluded: vatIncluded ?? enclosing.vatIncluded,
    }),
    [
      enclosing,
      labels,
      imageUrl,
      productImageUrl,
      imageWidths,
      sanitizer,
      personalisation,
      productsSource,
      favorites,
      socialFeedSource,
      vatIncluded,
    ],
  );
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}

export function useWidgetsSettings(): WidgetsSettings {
  return useContext(WidgetsContext);
}

/** Hands HTML through as it is: only for HTML that a server's sanitizer already made safe. */
const keepServerSanitizedHtml: HtmlSanitizer = (html) => html;

/**
 * The surrounding settings, with HTML drawn as given: for an area that went through
 * `prepareWidgetArea` on the server, so the browser needs no sanitizer to hydrate it.
 */
export function ServerSanitizedHtmlScope({ children }: { children: ReactNode }) {
  const settings = useWidgetsSettings();
  const value = useMemo(() => ({ ...settings, sanitizer: keepServerSanitizedHtml }), [settings]);
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}
