import type { WidgetAreaData, WidgetContainerData, WidgetData } from '../types/widgetData';

/**
 * Widgets as the commerce API's `widgetArea` query returns them: the configuration is a JSON
 * string and images carry their largest size. Replace with `@hemma/data/mocks` fixtures recorded
 * from the embedded API once they exist.
 */
const widget = (id: string, name: string, type: string, configuration: object, images: WidgetData['images'] = []): WidgetData => ({
  id,
  name,
  type,
  sortOrder: 0,
  configuration: JSON.stringify(configuration),
  images,
});

const image = (fileName: string, imageWidth: number, imageHeight: number) => ({
  fileName,
  largestSize: { imageWidth, imageHeight },
});

export const bannerWidget = widget(
  'w-banner-spring',
  'Spring campaign banner',
  'BannerPageWidget',
  {
    title: 'Room to breathe',
    text: 'Light oak, washed linen and wool throws for the bright season. Up to 30% off selected sofas.',
    buttonText: 'Shop the spring edit',
    href: '/c/sofas',
    altText: 'A light living room with an oak sofa table and a linen sofa',
    textPosition: 'left',
    textColor: 'light',
  },
  [image('spring-living-room.jpg', 2400, 1350), image('spring-living-room-portrait.jpg', 1200, 1500)],
);

export const bannerBelowWidget = widget('w-banner-outdoor', 'Outdoor banner', 'BannerPageWidget', {
  title: 'Long evenings outdoors',
  text: 'Teak and powder-coated steel that stays out all summer.',
  buttonText: 'See garden furniture',
  href: '/c/garden',
  altText: 'A teak garden table set on a stone patio',
  textPosition: 'below',
}, [image('outdoor-teak-table.jpg', 2400, 1350)]);

export const textWidget = widget('w-text-intro', 'Intro text', 'TextPageWidget', {
  title: 'Made to be lived with',
  text: 'Solid wood, wool and linen, chosen to last for decades and made by people we know by name.',
  textAlignment: 'center',
});

export const buttonsWidget = widget('w-buttons-rooms', 'Shop by room', 'ButtonsPageWidget', {
  title: 'Shop by room',
  alignment: 'center',
  buttons: [
    { text: 'Living room', href: '/c/living-room', style: 'primary' },
    { text: 'Bedroom', href: '/c/bedroom', style: 'secondary' },
    { text: 'Dining', href: '/c/dining', style: 'secondary' },
    { text: 'Lighting', href: '/c/lighting', style: 'outline' },
  ],
});

export const productListWidget = widget('w-products-sofas', 'Best-selling sofas', 'ProductListPageWidget', {
  title: 'Best-selling sofas',
  source: 'search',
  display: 'grid',
  take: 8,
  search: { categoryAlias: 'sofas', sort: 'MOST_SOLD' },
  href: '/c/sofas',
  linkText: 'See all sofas',
});

export const productSliderWidget = widget('w-products-latest', 'Latest viewed', 'ProductListPageWidget', {
  title: 'Recently viewed',
  source: 'latestViewed',
  display: 'slider',
  take: 12,
});

export const favoritesWidget = widget('w-products-favorites', 'Your favorites', 'ProductListPageWidget', {
  title: 'Your favorites',
  source: 'favorites',
  display: 'grid',
  take: 4,
});

export const imageWidgets = [
  widget('w-image-lamps', 'Lamps', 'ImagePageWidget', {
    altText: 'Brass table lamps with linen shades',
    href: '/c/lighting',
    caption: 'Lighting',
  }, [image('brass-lamps-portrait.jpg', 1200, 1500)]),
  widget('w-image-rugs', 'Rugs', 'ImagePageWidget', {
    altText: 'A hand-woven wool rug in warm grey',
    href: '/c/rugs',
    caption: 'Rugs',
  }, [image('wool-rug-portrait.jpg', 1200, 1500)]),
  widget('w-image-textiles', 'Textiles', 'ImagePageWidget', {
    altText: 'Folded linen bedding in sand and sage',
    href: '/c/textiles',
    caption: 'Textiles',
  }, [image('linen-bedding-portrait.jpg', 1200, 1500)]),
];

export const videoWidget = widget('w-video-workshop', 'Workshop film', 'VideoPageWidget', {
  provider: 'youtube',
  videoId: 'M7lc1UVf-VE',
  title: 'In the workshop: how our oak tables are made',
}, [image('workshop-poster.jpg', 1920, 1080)]);

export const richTextWidget = widget('w-richtext-care', 'Caring for oak', 'RichTextPageWidget', {
  title: 'Caring for solid oak',
  text:
    '<p>Oak grows more beautiful with use. Wipe it with a <strong>damp cloth</strong> and dry it at once.</p>' +
    '<ul><li>Oil the surface twice a year.</li><li>Keep it away from direct heat.</li></ul>' +
    '<p>Read more in our <a href="/content/care-guide">care guide</a>.</p>',
});

export const htmlWidget = widget('w-html-opening-hours', 'Showroom opening hours', 'HTMLPageWidget', {
  html:
    '<h2>Visit the showroom</h2><table><thead><tr><th scope="col">Day</th><th scope="col">Hours</th></tr></thead>' +
    '<tbody><tr><td>Monday to Friday</td><td>10–19</td></tr><tr><td>Saturday</td><td>10–17</td></tr>' +
    '<tr><td>Sunday</td><td>11–16</td></tr></tbody></table>',
});

export const socialFeedWidget = widget('w-social', 'Instagram feed', 'SocialFeedPageWidget', {
  title: 'At home with you',
  handle: '@hemma',
  profileUrl: 'https://www.instagram.com/hemma',
  posts: [
    { caption: 'A reading corner with the Alva armchair', href: 'https://www.instagram.com/p/hemma1', author: '@linnea.home' },
    { caption: 'Morning light over the oak dining table', href: 'https://www.instagram.com/p/hemma2', author: '@karinsvilla' },
    { caption: 'Linen bedding in sage', href: 'https://www.instagram.com/p/hemma3', author: '@nordicnest' },
    { caption: 'The Tove sofa in a small flat', href: 'https://www.instagram.com/p/hemma4', author: '@smallspaces' },
    { caption: 'Brass lamps on a walnut sideboard', href: 'https://www.instagram.com/p/hemma5', author: '@oskar.interior' },
    { caption: 'A wool rug under a low table', href: 'https://www.instagram.com/p/hemma6', author: '@hemma' },
  ],
}, [
  image('social-reading-corner-square.jpg', 1080, 1080),
  image('social-dining-table-square.jpg', 1080, 1080),
  image('social-bedding-square.jpg', 1080, 1080),
  image('social-sofa-square.jpg', 1080, 1080),
  image('social-lamps-square.jpg', 1080, 1080),
  image('social-rug-square.jpg', 1080, 1080),
]);

export const personalisationWidget = widget('w-personal', 'Picked for you', 'PersonalisationFeedPageWidget', {
  feedId: 'home-page-recommendations',
  title: 'Picked for you',
  take: 4,
});

export const jsonWidget = widget('w-json-organization', 'Organization data', 'JsonPageWidget', {
  '@context': 'https://schema.org',
  '@type': 'FurnitureStore',
  name: 'Hemma',
  url: 'https://hemma.se',
  description: 'Furniture and interior goods made to last.',
});

const container = (id: number, name: string, layout: string, design: string, widgets: WidgetData[]): WidgetContainerData => ({
  id,
  name,
  sortOrder: id,
  layout,
  design,
  widgets: widgets.map((entry, index) => ({ ...entry, sortOrder: index })),
});

/** The front page: every widget type, as the area family Frontpage holds it. */
export const frontPageArea: WidgetAreaData = {
  id: 1,
  name: 'Frontpage',
  meta: { title: 'Hemma – furniture and interior goods', description: 'Furniture and interior goods made to last.' },
  tags: ['frontpage', 'spring'],
  containers: [
    container(1, 'Hero', 'full', 'full width', [bannerWidget]),
    container(2, 'Intro', 'full', 'narrow', [textWidget]),
    container(3, 'Rooms', 'full', 'default', [buttonsWidget]),
    container(4, 'Best sellers', 'full', 'default', [productListWidget]),
    container(5, 'Categories', 'third', 'default', imageWidgets),
    container(6, 'Workshop', 'half', 'default', [videoWidget, richTextWidget]),
    container(7, 'Outdoor', 'full', 'default', [bannerBelowWidget]),
    container(8, 'Personal', 'full', 'default', [personalisationWidget, productSliderWidget]),
    container(9, 'Social', 'full', 'default', [socialFeedWidget]),
    container(10, 'Showroom', 'full', 'narrow', [htmlWidget, jsonWidget]),
  ],
};
