import { fixtureData } from '@hemma/data/mocks';
import type { WidgetAreaData, WidgetData } from '../types/widgetData';

/**
 * Widget areas as the embedded commerce API returned them, recorded by the data package
 * (`@hemma/data/mocks`): configurations are the seed's JSON strings, images carry their sizes.
 * English (channel 3|com) unless a name says otherwise.
 */
const area = (
  variables: { family: string; areaName: string; alias?: string },
  channel: 'se' | 'com' = 'com',
) =>
  fixtureData('widgetArea', channel, {
    ...variables,
    displaySetting: 'desktop',
    customerType: 'PERSON',
  }).widgetArea as WidgetAreaData;

export const frontPageArea = area({ family: 'Frontpage', areaName: 'The front page area' });
export const frontPageAreaSwedish = area(
  { family: 'Frontpage', areaName: 'The front page area' },
  'se',
);
export const listTopArea = area({ family: 'Productlist', areaName: 'Top' });
export const listBottomArea = area({ family: 'Productlist', areaName: 'Bottom' });
export const productPageArea = area({ family: 'Product', areaName: 'Below description' });
export const termsArea = area({
  family: 'Content',
  areaName: 'Content',
  alias: 'terms-of-purchase',
});
export const customerServiceArea = area({
  family: 'Content',
  areaName: 'Content',
  alias: 'customer-service',
});

/** A widget of a recorded area by its id (the seed's ids: 'fp-banner-en', 'cs-buttons-en'...). */
export function widgetById(from: WidgetAreaData, id: string): WidgetData {
  for (const container of from.containers ?? []) {
    const found = container?.widgets?.find((widget) => widget?.id === id);
    if (found) return found;
  }
  throw new Error(`No widget ${id} in the recorded area ${from.name ?? ''}`);
}

export const bannerWidget = widgetById(frontPageArea, 'fp-banner-en');
export const textWidget = widgetById(frontPageArea, 'fp-text-en');
export const buttonsWidget = widgetById(frontPageArea, 'fp-buttons-en');
export const productListWidget = widgetById(frontPageArea, 'fp-products-en');
export const imageWidget = widgetById(frontPageArea, 'fp-image-en');
export const richTextWidget = widgetById(frontPageArea, 'fp-richtext-en');
export const videoWidget = widgetById(frontPageArea, 'fp-video-en');
export const campaignBannerWidget = widgetById(frontPageArea, 'fp-campaign-en');
export const htmlWidget = widgetById(frontPageArea, 'fp-html-en');
export const socialFeedWidget = widgetById(frontPageArea, 'fp-social-en');
export const personalisationWidget = widgetById(frontPageArea, 'fp-personal-en');
export const jsonWidget = widgetById(frontPageArea, 'fp-json-en');
export const swedishBannerWidget = widgetById(frontPageAreaSwedish, 'fp-banner-sv');
export const listBannerWidget = widgetById(listBottomArea, 'lb-banner-en');
export const listTopTextWidget = widgetById(listTopArea, 'lt-text-en');
export const productPageTextWidget = widgetById(productPageArea, 'pp-text-en');
export const termsRichTextWidget = widgetById(termsArea, 'terms-text-en');
export const customerServiceButtonsWidget = widgetById(customerServiceArea, 'cs-buttons-en');

const widget = (id: string, type: string, configuration: object): WidgetData => ({
  id,
  name: `${type} ${id}`,
  sortOrder: 0,
  type,
  size: 'full',
  configuration: JSON.stringify(configuration),
  images: [],
});

/*
 * The seed's product list picks products by id. The other sources the widget offers, in the same
 * configuration vocabulary (category alias, sort, source), for stories and tests:
 */
export const categoryProductListWidget = widget('cat-products-en', 'Product list', {
  title: 'Sofas',
  categoryAlias: 'sofas',
  sort: 'MOST_SOLD',
  take: 8,
  layout: 'grid',
  href: '/c/furniture/sofas',
  linkText: 'See all sofas',
});

export const latestViewedWidget = widget('latest-products-en', 'Product list', {
  title: 'Recently viewed',
  source: 'latestViewed',
  layout: 'carousel',
  take: 12,
});

export const favoritesWidget = widget('favorite-products-en', 'Product list', {
  title: 'Your favorites',
  source: 'favorites',
  take: 4,
});
