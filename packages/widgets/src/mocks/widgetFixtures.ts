import type { WidgetAreaData, WidgetContainerData, WidgetData } from '../types/widgetData';

/**
 * Widgets as the commerce API's `widgetArea` query returns them, copied from its seed
 * (apps/commerce-api/src/seed/content.ts, English): the configuration is a JSON string and
 * images carry their largest size. Swap for `@hemma/data/mocks` fixtures recorded from the
 * embedded API once that package exports them.
 */
const widget = (
  id: string,
  sortOrder: number,
  type: string,
  size: string,
  configuration: object,
  images: WidgetData['images'] = [],
): WidgetData => ({
  id,
  name: `${type} ${id}`,
  sortOrder,
  type,
  size,
  configuration: JSON.stringify(configuration),
  images,
});

const heroSize = { imageWidth: 1440, imageHeight: 720 };
const bannerSize = { imageWidth: 1440, imageHeight: 960 };
const image = (fileName: string, largestSize: { imageWidth: number; imageHeight: number }) => ({
  fileName,
  largestSize,
});

export const bannerWidget = widget(
  'fp-banner-en',
  0,
  'Banner',
  'full',
  {
    title: 'A home to long for',
    text: "The autumn's news in wood, wool and linen.",
    buttonText: 'See what is new',
    href: '/list/all?sort=LATEST',
    image: { fileName: 'hero-living-room.webp', alt: 'A living room with a grey sofa' },
    textPosition: 'left',
    theme: 'light',
  },
  [image('hero-living-room.webp', heroSize)],
);

export const textWidget = widget('fp-text-en', 0, 'Text', 'full', {
  title: 'Welcome to Hemma',
  text: '<p>Furniture and interior goods made to last. Free shipping over 89 EUR.</p>',
  titleRenderMode: 'h1',
  textAlign: 'center',
});

export const buttonsWidget = widget('fp-buttons-en', 1, 'Buttons', 'full', {
  align: 'center',
  buttons: [
    { text: 'Sofas', href: '/c/living-room/sofas', variant: 'primary' },
    { text: 'Lighting', href: '/c/lighting', variant: 'secondary' },
    { text: 'Textiles', href: '/c/textiles', variant: 'secondary' },
  ],
});

export const productListWidget = widget('fp-products-en', 0, 'Product list', 'full', {
  title: 'Bestsellers',
  sort: 'MOST_SOLD',
  take: 8,
  layout: 'carousel',
  productIds: [1001, 1008, 1003, 1002, 1004, 1010, 1007, 1012],
});

export const imageWidget = widget(
  'fp-image-en',
  0,
  'Image',
  'half',
  {
    image: { fileName: 'banner-bedroom.webp', alt: 'A light bedroom' },
    href: '/c/bedroom/beds',
  },
  [image('banner-bedroom.webp', bannerSize)],
);

export const richTextWidget = widget('fp-richtext-en', 1, 'Rich text', 'half', {
  title: 'Sleep well',
  html: '<h3>Beds that carry you through the years</h3><p>Every bed has a <strong>20 year warranty</strong> and a <em>30 night</em> trial.</p><ul><li>Free shipping over 89 EUR</li><li>30 days right of return</li></ul>',
});

export const videoWidget = widget(
  'fp-video-en',
  0,
  'Video',
  'full',
  {
    title: 'How the Nora sofa is made',
    provider: 'file',
    src: '/videos/workshop.mp4',
    poster: { fileName: 'about-workshop.webp', alt: 'The workshop' },
    autoplay: false,
    loop: false,
    muted: true,
  },
  [image('about-workshop.webp', bannerSize)],
);

export const campaignBannerWidget = widget(
  'fp-campaign-en',
  0,
  'Banner',
  'half',
  {
    title: 'Light for dark evenings',
    text: 'Brass and linen lamps at up to 25% off.',
    buttonText: 'Shop now',
    href: '/dc/light-for-dark-evenings',
    image: { fileName: 'banner-lighting.webp', alt: 'Brass lamps' },
    textPosition: 'center',
    theme: 'dark',
  },
  [image('banner-lighting.webp', bannerSize)],
);

export const htmlWidget = widget('fp-html-en', 1, 'HTML', 'half', {
  html: '<section class="selling-points"><h3>Why Hemma</h3><ul><li>Free shipping over 89 EUR</li><li>Fast deliveries</li><li>20 years warranty</li><li>30 days right of return</li></ul></section>',
});

export const socialFeedWidget = widget('fp-social-en', 0, 'Social content feed', 'full', {
  title: 'At home with you',
  feedKey: 'hemma-home-feed',
  tags: ['hemmahos', 'hemmakit'],
});

export const personalisationWidget = widget('fp-personal-en', 1, 'Personalisation feed', 'full', {
  title: 'Picked for you',
  placementId: 'frontpage-personal',
  fallbackSort: 'MOST_SOLD',
});

export const jsonWidget = widget('fp-json-en', 2, 'JSON', 'full', {
  data: {
    sellingPoints: [
      'Free shipping over 89 EUR',
      'Fast deliveries',
      '20 years warranty',
      '30 days right of return',
    ],
  },
});

/** From the list page's bottom area: a full-width banner with its text on the right. */
export const listBannerWidget = widget(
  'lb-banner-en',
  0,
  'Banner',
  'full',
  {
    title: 'Autumn textiles',
    text: 'Throws and cushions in rust and ochre.',
    buttonText: 'To the campaign',
    href: '/dc/autumn-textiles',
    image: { fileName: 'banner-textiles.webp', alt: 'Textiles in rust and ochre' },
    textPosition: 'right',
    theme: 'light',
  },
  [image('banner-textiles.webp', bannerSize)],
);

/** From the customer service page: buttons aligned left. */
export const customerServiceButtonsWidget = widget('cs-buttons-en', 1, 'Buttons', 'full', {
  align: 'left',
  buttons: [
    { text: 'My orders', href: '/my-account/orders', variant: 'primary' },
    { text: 'Terms of purchase', href: '/terms-of-purchase', variant: 'secondary' },
  ],
});

/** From the terms page: rich text with section headings. */
export const termsRichTextWidget = widget('terms-text-en', 0, 'Rich text', 'full', {
  title: 'Terms of purchase',
  html: '<h2>Right of return</h2><p>You have 30 days right of return from the day you receive the goods.</p><h2>Warranty</h2><p>All furniture has a 20 year warranty.</p><h2>Shipping</h2><p>Free shipping over 89 EUR.</p>',
});

/** From the product page's area: a text with an h3 title, left aligned. */
export const productPageTextWidget = widget('pp-text-en', 0, 'Text', 'half', {
  title: '20 years warranty',
  text: '<p>We stand behind the quality of everything we sell.</p>',
  titleRenderMode: 'h3',
  textAlign: 'left',
});

const container = (
  id: number,
  sortOrder: number,
  layout: string,
  design: string,
  widgets: WidgetData[],
): WidgetContainerData => ({
  id,
  name: `Container ${id}`,
  sortOrder,
  layout,
  design,
  widgets,
});

/** The front page area (family Frontpage) as the seed builds it: every widget type. */
export const frontPageArea: WidgetAreaData = {
  id: 2,
  name: 'Frontpage',
  meta: {
    title: 'Hemma – furniture and interior goods',
    description: 'Furniture and interior goods with free shipping over 89 EUR.',
  },
  tags: ['frontpage'],
  containers: [
    container(8, 0, 'full', 'transparent', [bannerWidget]),
    container(9, 1, 'full', 'light', [textWidget, buttonsWidget]),
    container(10, 2, 'full', 'transparent', [productListWidget]),
    container(11, 3, '50/50', 'transparent', [imageWidget, richTextWidget]),
    container(12, 4, 'full', 'dark', [videoWidget]),
    container(13, 5, '50/50', 'accent', [campaignBannerWidget, htmlWidget]),
    container(14, 6, 'full', 'transparent', [socialFeedWidget, personalisationWidget, jsonWidget]),
  ],
};

/*
 * The seed's product list picks products by id. The other sources the widget offers, in the same
 * configuration vocabulary (category alias, sort, source), for stories and tests:
 */
export const categoryProductListWidget = widget('cat-products-en', 0, 'Product list', 'full', {
  title: 'Sofas',
  categoryAlias: 'sofas',
  sort: 'MOST_SOLD',
  take: 8,
  layout: 'grid',
  href: '/c/living-room/sofas',
  linkText: 'See all sofas',
});

export const latestViewedWidget = widget('latest-products-en', 0, 'Product list', 'full', {
  title: 'Recently viewed',
  source: 'latestViewed',
  layout: 'carousel',
  take: 12,
});

export const favoritesWidget = widget('favorite-products-en', 0, 'Product list', 'full', {
  title: 'Your favorites',
  source: 'favorites',
  take: 4,
});
