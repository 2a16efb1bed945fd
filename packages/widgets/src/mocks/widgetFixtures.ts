import {
  channelList,
  shopChannels,
  type WidgetAreaFragment,
  type WidgetContainerFragment,
  type WidgetFragment,
} from '@hemma/data';
import {
  fixtureChannels,
  fixtureData,
  fixturesOf,
  type FixtureChannelKey,
} from '@hemma/data/mocks';

/**
 * Widget areas as the embedded commerce API returned them, recorded by the data package
 * (`@hemma/data/mocks`) in each recorded channel: configurations are the seed's JSON strings,
 * images carry their sizes. Stories read the story channel's recording (`areasIn`, `widgetIn`);
 * the named exports below are the English (com) recording, for unit tests.
 */

/** The recording a channel shows: its own when the data package recorded it, else com's. */
export function fixtureChannelOf(channelKey: string): FixtureChannelKey {
  return Object.hasOwn(fixtureChannels, channelKey) ? (channelKey as FixtureChannelKey) : 'com';
}

/**
 * The recording of the toolbar's channel, for play functions (they get `globals`, not the args the
 * channel decorator merged): the channel resolved as the story channel resolves it (the registry's
 * channel of that key, else se), then its recording.
 */
export function storyFixtureChannel(globals: Record<string, unknown>): FixtureChannelKey {
  const channel = channelList().find((each) => each.key === globals.channel) ?? shopChannels.se;
  return fixtureChannelOf(channel.key);
}

/** The recorded areas of a channel, by the page they sit on. */
export interface RecordedAreas {
  frontPage: WidgetAreaFragment;
  listTop: WidgetAreaFragment;
  listBottom: WidgetAreaFragment;
  productPage: WidgetAreaFragment;
  about: WidgetAreaFragment;
  cookies: WidgetAreaFragment;
  terms: WidgetAreaFragment;
  customerService: WidgetAreaFragment;
}

/**
 * The desktop recording of an area. Content pages are asked for by an alias in the channel's
 * language ('kopvillkor', 'terms-of-purchase'), so they are found by the area's name instead.
 */
function recordedArea(
  channel: FixtureChannelKey,
  family: string,
  areaName: string,
  name?: string,
): WidgetAreaFragment {
  const found = fixturesOf('widgetArea', channel).find(
    ({ variables, data }) =>
      variables.family === family &&
      variables.areaName === areaName &&
      variables.displaySetting === 'desktop' &&
      variables.customerType === 'PERSON' &&
      (name === undefined || data.widgetArea?.name === name),
  )?.data.widgetArea;
  if (!found) throw new Error(`No recorded area ${family}/${areaName} ${name ?? ''} in ${channel}`);
  return found;
}

const recordedAreas = new Map<FixtureChannelKey, RecordedAreas>();

/** The recorded areas of a story channel (by its key: 'se', 'com', or one without a recording). */
export function areasIn(channelKey: string): RecordedAreas {
  const channel = fixtureChannelOf(channelKey);
  const cached = recordedAreas.get(channel);
  if (cached) return cached;
  const areas: RecordedAreas = {
    frontPage: recordedArea(channel, 'Frontpage', 'The front page area'),
    listTop: recordedArea(channel, 'Productlist', 'Top'),
    listBottom: recordedArea(channel, 'Productlist', 'Bottom'),
    productPage: recordedArea(channel, 'Product', 'Below description'),
    about: recordedArea(channel, 'Content', 'Content', 'about'),
    cookies: recordedArea(channel, 'Content', 'Content', 'cookies'),
    terms: recordedArea(channel, 'Content', 'Content', 'terms'),
    customerService: recordedArea(channel, 'Content', 'Content', 'customer-service'),
  };
  recordedAreas.set(channel, areas);
  return areas;
}

function findWidget(area: WidgetAreaFragment, id: string): WidgetFragment | undefined {
  for (const container of area.containers ?? []) {
    const found = container?.widgets?.find((widget) => widget?.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A widget of a recorded area by its id (the seed's ids: 'fp-banner-en', 'cs-buttons-en'...). */
export function widgetById(from: WidgetAreaFragment, id: string): WidgetFragment {
  const found = findWidget(from, id);
  if (!found) throw new Error(`No widget ${id} in the recorded area ${from.name ?? ''}`);
  return found;
}

/**
 * A recorded widget of a story channel by the seed's id without its language ('fp-text' is
 * 'fp-text-sv' in se, 'fp-text-en' in com), from whichever of the channel's areas holds it.
 */
export function widgetIn(channelKey: string, id: string): WidgetFragment {
  const channel = fixtureChannelOf(channelKey);
  const language = fixtureChannels[channel].languageId.split('-')[0];
  const withLanguage = `${id}-${language}`;
  const areas: WidgetAreaFragment[] = Object.values(areasIn(channel));
  for (const area of areas) {
    const found = findWidget(area, withLanguage);
    if (found) return found;
  }
  throw new Error(`No widget ${withLanguage} in the ${channel} recording`);
}

const english = areasIn('com');

export const frontPageArea = english.frontPage;
export const frontPageAreaSwedish = areasIn('se').frontPage;
export const listTopArea = english.listTop;
export const listBottomArea = english.listBottom;
export const productPageArea = english.productPage;
export const termsArea = english.terms;
export const customerServiceArea = english.customerService;

export const bannerWidget = widgetIn('com', 'fp-banner');
export const textWidget = widgetIn('com', 'fp-text');
export const buttonsWidget = widgetIn('com', 'fp-buttons');
export const productListWidget = widgetIn('com', 'fp-products');
export const imageWidget = widgetIn('com', 'fp-image');
export const richTextWidget = widgetIn('com', 'fp-richtext');
export const videoWidget = widgetIn('com', 'fp-video');
export const campaignBannerWidget = widgetIn('com', 'fp-campaign');
export const htmlWidget = widgetIn('com', 'fp-html');
export const socialFeedWidget = widgetIn('com', 'fp-social');
export const personalisationWidget = widgetIn('com', 'fp-personal');
export const jsonWidget = widgetIn('com', 'fp-json');
export const swedishBannerWidget = widgetIn('se', 'fp-banner');
export const listBannerWidget = widgetIn('com', 'lb-banner');
export const listTopTextWidget = widgetIn('com', 'lt-text');
export const productPageTextWidget = widgetIn('com', 'pp-text');
export const termsRichTextWidget = widgetIn('com', 'terms-text');
export const customerServiceButtonsWidget = widgetIn('com', 'cs-buttons');

/**
 * A container in the API's shape for a story or test that arranges its own widgets: the recorded
 * front page's first container (full width, transparent) with the widgets and changes given.
 */
export function containerWith(
  arrangement: Pick<WidgetContainerFragment, 'widgets'> & Partial<WidgetContainerFragment>,
): WidgetContainerFragment {
  const recorded = frontPageArea.containers?.find((container) => container !== null);
  if (!recorded) throw new Error('The recorded front page has no container');
  return { ...recorded, ...arrangement };
}

/** An area in the API's shape holding the given containers (the recorded front page's name and meta). */
export function areaWith(...containers: (WidgetContainerFragment | null)[]): WidgetAreaFragment {
  return { ...frontPageArea, containers };
}

/** A widget of the seed's product list type, configured for another source (no images). */
const widget = (id: string, type: string, configuration: object): WidgetFragment => ({
  ...productListWidget,
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

/** What an editor would write for those lists, in the language of each recording. */
const editorTexts: Record<
  FixtureChannelKey,
  { seeAll: (category: string) => string; latestViewed: string; favorites: string }
> = {
  com: {
    seeAll: (category) => `See all ${category.toLowerCase()}`,
    latestViewed: 'Recently viewed',
    favorites: 'Your favorites',
  },
  se: {
    seeAll: (category) => `Se alla ${category.toLowerCase()}`,
    latestViewed: 'Senast visade',
    favorites: 'Dina favoriter',
  },
};

/** The seed's category 'Sofas and armchairs' (its alias and name are in the channel's language). */
const sofasCategoryId = 2;

/**
 * The product lists of the other sources in a story channel: the category list names the
 * channel's recorded category (name, alias, address), the others carry the editor's titles in
 * the channel's language.
 */
export function productListWidgetsIn(channelKey: string) {
  const channel = fixtureChannelOf(channelKey);
  const language = fixtureChannels[channel].languageId.split('-')[0];
  const texts = editorTexts[channel];
  const sofas = fixtureData('categories', channel).categories?.find(
    (category) => category?.categoryId === sofasCategoryId,
  );
  if (!sofas?.name) throw new Error(`No recorded category ${sofasCategoryId} in ${channel}`);
  return {
    category: widget(`cat-products-${language}`, 'Product list', {
      title: sofas.name,
      categoryAlias: sofas.alias,
      sort: 'MOST_SOLD',
      take: 8,
      layout: 'grid',
      href: sofas.canonicalUrl,
      linkText: texts.seeAll(sofas.name),
    }),
    latestViewed: widget(`latest-products-${language}`, 'Product list', {
      title: texts.latestViewed,
      source: 'latestViewed',
      layout: 'carousel',
      take: 12,
    }),
    favorites: widget(`favorite-products-${language}`, 'Product list', {
      title: texts.favorites,
      source: 'favorites',
      take: 4,
    }),
  };
}

/** An area in the API's shape whose one container holds the given widgets (the second slot empty). */
export function areaOfWidgets(...widgets: (WidgetFragment | null)[]): WidgetAreaFragment {
  return areaWith(containerWith({ widgets }), null);
}

/** The recorded HTML widget re-typed and reconfigured: an object, or a JSON text as given. */
export function reconfiguredWidget(type: string, configuration: object | string): WidgetFragment {
  return {
    ...htmlWidget,
    id: type,
    type,
    configuration:
      typeof configuration === 'string' ? configuration : JSON.stringify(configuration),
  };
}
