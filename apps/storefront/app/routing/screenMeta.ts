import type { MetaDescriptor } from 'react-router';
import type { ScreenLayout, ScreenName } from './screens';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** What every screen's loader returns for its heading and its meta tags. */
export interface ScreenData {
  screen: ScreenName;
  /** The layout the page asks for (spec section 2: default, planning tool or undistracted). */
  layout: ScreenLayout;
  params: Record<string, string | undefined>;
  locale: string;
  title: string;
  /** The document title: the page title with the site name. */
  documentTitle: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  alternates: Alternate[];
  siteName: string;
  ogLocale: string;
  /** Search engines should not index this page (account pages, the checkout, error pages). */
  noIndex: boolean;
}

/** Title, description, canonical, hreflang alternates and Open Graph tags of a screen. */
export function screenMeta({
  loaderData: data,
}: {
  loaderData: ScreenData | undefined;
}): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: data.documentTitle },
    { name: 'description', content: data.description },
    ...(data.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    ...data.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: data.siteName },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    { property: 'og:url', content: data.canonical },
    { property: 'og:locale', content: data.ogLocale },
  ];
}
