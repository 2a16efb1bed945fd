import type {
  Brand,
  Campaign,
  Category,
  ContentPage,
  ImageSpec,
  LanguageCode,
  Localized,
  Menu,
  MenuItem,
  Product,
  Widget,
  WidgetArea,
  WidgetContainer,
} from '../catalog/types';
import { addDays, SEED_BASE_DATE } from '../catalog/catalogDates';
import { HIDE_ON_MOBILE } from '../catalog/widgetClasses';
import { categoryUrl } from '../catalog/urls';

export const pageDefinitions: { key: string; alias: Localized; name: Localized; tags: string[] }[] =
  [
    {
      key: 'about',
      alias: { sv: 'om-oss', en: 'about' },
      name: { sv: 'Om oss', en: 'About us' },
      tags: ['info', 'footer'],
    },
    {
      key: 'cookies',
      alias: { sv: 'cookies', en: 'cookies' },
      name: { sv: 'Cookies', en: 'Cookies' },
      tags: ['info', 'legal'],
    },
    {
      key: 'terms',
      alias: { sv: 'kopvillkor', en: 'terms-of-purchase' },
      name: { sv: 'Köpvillkor', en: 'Terms of purchase' },
      tags: ['info', 'legal'],
    },
    {
      key: 'customer-service',
      alias: { sv: 'kundservice', en: 'customer-service' },
      name: { sv: 'Kundservice', en: 'Customer service' },
      tags: ['info', 'support'],
    },
    {
      key: 'business',
      alias: { sv: 'foretag', en: 'business' },
      name: { sv: 'Företag', en: 'Business' },
      tags: ['info', 'business'],
    },
    {
      key: 'careers',
      alias: { sv: 'jobba-hos-oss', en: 'careers' },
      name: { sv: 'Jobba hos oss', en: 'Careers' },
      tags: ['info', 'footer'],
    },
    {
      key: 'press',
      alias: { sv: 'press', en: 'press' },
      name: { sv: 'Press', en: 'Press' },
      tags: ['info', 'footer'],
    },
  ];

/** CMS pictures: room scenes drawn by the image generator, like the product pictures. */
export const cmsImages: ImageSpec[] = [
  {
    fileName: 'hero-living-room.webp',
    shape: 'scene-living',
    colour: '#9a9a96',
    accent: '#efe9df',
    scene: 'room',
    seed: 11,
  },
  {
    fileName: 'banner-bedroom.webp',
    shape: 'scene-bedroom',
    colour: '#d8c8ac',
    accent: '#e6ecea',
    scene: 'room',
    seed: 12,
  },
  {
    fileName: 'banner-dining.webp',
    shape: 'scene-dining',
    colour: '#c49a6c',
    accent: '#f2e6dc',
    scene: 'room',
    seed: 13,
  },
  {
    fileName: 'banner-lighting.webp',
    shape: 'scene-lighting',
    colour: '#b99a52',
    accent: '#e9e4ef',
    scene: 'room',
    seed: 14,
  },
  {
    fileName: 'banner-textiles.webp',
    shape: 'scene-textiles',
    colour: '#a4532f',
    accent: '#e4ebe1',
    scene: 'room',
    seed: 15,
  },
  {
    fileName: 'about-workshop.webp',
    shape: 'scene-dining',
    colour: '#6b4a33',
    accent: '#efe9df',
    scene: 'room',
    seed: 16,
  },
];

const heroSize = { width: 1440, height: 720 };
const bannerSize = { width: 1440, height: 960 };

/**
 * A widget in the Merchant API's shape: the type named as Geins's CMS names it (`TextPageWidget`,
 * `Product listPageWidget`: the spec's name and 'PageWidget'), and a configuration that carries the
 * content system's own fields, `name`, `displayName` and `active` (a client such as the official
 * SDK shows only active widgets), beside the widget's settings. A JSON widget's data is a JSON text
 * under `json`, as the SDK's parser reads it.
 */
function widget(
  id: string,
  sortOrder: number,
  type: string,
  size: string,
  settings: Record<string, unknown>,
  images: Widget['images'] = [],
): Widget {
  const name = `${type} ${id}`;
  const { data, ...rest } = settings;
  const content = type === 'JSON' ? { ...rest, json: JSON.stringify(data) } : settings;
  return {
    id,
    name,
    sortOrder,
    type: `${type}PageWidget`,
    size,
    classNames: [],
    images,
    configuration: { name, displayName: name, active: true, ...content },
  };
}

/** A widget left out when the storefront asks with displaySetting 'mobile'. */

function hideOnMobile(entry: Widget): Widget {
  return { ...entry, classNames: [...entry.classNames, HIDE_ON_MOBILE] };
}

function container(
  id: number,
  sortOrder: number,
  layout: string,
  design: string,
  widgets: Widget[],
): WidgetContainer {
  return {
    id,
    name: `Container ${id}`,
    sortOrder,
    layout,
    responsiveMode: 'normal',
    design,
    classNames: [],
    widgets,
  };
}

const image = (fileName: string, size: { width: number; height: number }) => ({
  fileName,
  width: size.width,
  height: size.height,
});

interface ContentInput {
  categories: Category[];
  brands: Brand[];
  campaigns: Campaign[];
  products: Product[];
}

export function buildWidgetAreas({ categories, campaigns, products }: ContentInput): WidgetArea[] {
  const areas: WidgetArea[] = [];
  let areaId = 1;
  let containerId = 1;
  const category = (alias: string) =>
    categories.find((candidate) => candidate.alias.en === alias) as Category;
  const sofas = category('sofas');
  const lighting = category('lighting');
  const textiles = category('textiles');
  const bestseller = [...products].sort((a, b) => a.salesRank - b.salesRank).slice(0, 8);

  for (const lang of ['sv', 'en'] as LanguageCode[]) {
    const t = (text: Localized) => text[lang];
    const byCategories = (target: Category) => categoryUrl(target, categories, lang);
    const frontpage: WidgetContainer[] = [
      container(containerId++, 0, 'full', 'transparent', [
        widget(
          `fp-banner-${lang}`,
          0,
          'Banner',
          'full',
          {
            title: t({ sv: 'Ett hem att längta till', en: 'A home to long for' }),
            text: t({
              sv: 'Höstens nyheter i trä, ull och linne.',
              en: "The autumn's news in wood, wool and linen.",
            }),
            buttonText: t({ sv: 'Se nyheterna', en: 'See what is new' }),
            href: '/list/all?sort=LATEST',
            image: {
              fileName: 'hero-living-room.webp',
              alt: t({ sv: 'Ett vardagsrum med grå soffa', en: 'A living room with a grey sofa' }),
            },
            textPosition: 'left',
            theme: 'light',
          },
          [image('hero-living-room.webp', heroSize)],
        ),
      ]),
      container(containerId++, 1, 'full', 'light', [
        widget(`fp-text-${lang}`, 0, 'Text', 'full', {
          title: t({ sv: 'Välkommen till Hemma', en: 'Welcome to Hemma' }),
          text: t({
            sv: '<p>Möbler och inredning som håller i många år. Fri frakt över {{freeShippingThreshold}}.</p>',
            en: '<p>Furniture and interior goods made to last. Free shipping over {{freeShippingThreshold}}.</p>',
          }),
          titleRenderMode: 'h1',
          textAlign: 'center',
        }),
        widget(`fp-buttons-${lang}`, 1, 'Buttons', 'full', {
          align: 'center',
          buttons: [
            { text: t(sofas.name), href: byCategories(sofas), variant: 'primary' },
            { text: t(lighting.name), href: byCategories(lighting), variant: 'secondary' },
            { text: t(textiles.name), href: byCategories(textiles), variant: 'secondary' },
          ],
        }),
      ]),
      container(containerId++, 2, 'full', 'transparent', [
        widget(`fp-products-${lang}`, 0, 'Product list', 'full', {
          title: t({ sv: 'Mest sålda', en: 'Bestsellers' }),
          sort: 'MOST_SOLD',
          take: 8,
          layout: 'carousel',
          productIds: bestseller.map((product) => product.productId),
        }),
      ]),
      container(containerId++, 3, '50/50', 'transparent', [
        widget(
          `fp-image-${lang}`,
          0,
          'Image',
          'half',
          {
            image: {
              fileName: 'banner-bedroom.webp',
              alt: t({ sv: 'Ett ljust sovrum', en: 'A light bedroom' }),
            },
            href: byCategories(category('beds')),
          },
          [image('banner-bedroom.webp', bannerSize)],
        ),
        widget(`fp-richtext-${lang}`, 1, 'Rich text', 'half', {
          title: t({ sv: 'Sov gott', en: 'Sleep well' }),
          html: t({
            sv: '<h3>Sängar som bär dig genom åren</h3><p>Alla våra sängar har <strong>20 års garanti</strong> och kan provsovas i <em>30 nätter</em>.</p><ul><li>Fri frakt över {{freeShippingThreshold}}</li><li>30 dagars öppet köp</li></ul>',
            en: '<h3>Beds that carry you through the years</h3><p>Every bed has a <strong>20 year warranty</strong> and a <em>30 night</em> trial.</p><ul><li>Free shipping over {{freeShippingThreshold}}</li><li>30 days right of return</li></ul>',
          }),
        }),
      ]),
      container(containerId++, 4, 'full', 'dark', [
        hideOnMobile(
          widget(
            `fp-video-${lang}`,
            0,
            'Video',
            'full',
            {
              title: t({ sv: 'Så tillverkas Nora-soffan', en: 'How the Nora sofa is made' }),
              provider: 'file',
              src: '/videos/workshop.webm',
              poster: {
                fileName: 'about-workshop.webp',
                alt: t({ sv: 'Verkstaden', en: 'The workshop' }),
              },
              autoplay: false,
              loop: false,
              muted: true,
            },
            [image('about-workshop.webp', bannerSize)],
          ),
        ),
      ]),
      container(containerId++, 5, '50/50', 'accent', [
        widget(
          `fp-campaign-${lang}`,
          0,
          'Banner',
          'half',
          {
            title: t((campaigns[1] as Campaign).name),
            text: t((campaigns[1] as Campaign).description),
            buttonText: t({ sv: 'Handla nu', en: 'Shop now' }),
            href: `/dc/${t((campaigns[1] as Campaign).alias)}`,
            image: {
              fileName: 'banner-lighting.webp',
              alt: t({ sv: 'Lampor i mässing', en: 'Brass lamps' }),
            },
            textPosition: 'center',
            theme: 'dark',
          },
          [image('banner-lighting.webp', bannerSize)],
        ),
        widget(`fp-html-${lang}`, 1, 'HTML', 'half', {
          html: t({
            sv: '<section class="selling-points"><h3>Därför Hemma</h3><ul><li>Fri frakt över {{freeShippingThreshold}}</li><li>Snabba leveranser</li><li>20 års garanti</li><li>30 dagars öppet köp</li></ul></section>',
            en: '<section class="selling-points"><h3>Why Hemma</h3><ul><li>Free shipping over {{freeShippingThreshold}}</li><li>Fast deliveries</li><li>20 years warranty</li><li>30 days right of return</li></ul></section>',
          }),
        }),
      ]),
      container(containerId++, 6, 'full', 'transparent', [
        // Hand-picked posts (issue 22: with only a feed key and no social-content service the band stayed empty).
        widget(
          `fp-social-${lang}`,
          0,
          'Social content feed',
          'full',
          {
            title: t({ sv: 'Hemma hos er', en: 'At home with you' }),
            handle: '@hemma',
            profileUrl: 'https://instagram.com/hemma',
            feedKey: 'hemma-home-feed',
            tags: ['hemmahos', 'hemmakit'],
            posts: [
              {
                fileName: 'banner-dining.webp',
                caption: t({
                  sv: 'Söndagsmiddag runt det nya bordet',
                  en: 'Sunday dinner round the new table',
                }),
                href: 'https://instagram.com/hemma',
                author: '@karin.hemma',
              },
              {
                fileName: 'banner-lighting.webp',
                caption: t({
                  sv: 'Kvällsljus i läshörnan',
                  en: 'Evening light in the reading corner',
                }),
                href: 'https://instagram.com/hemma',
                author: '@lindas.hem',
              },
              {
                fileName: 'banner-textiles.webp',
                caption: t({ sv: 'Höstens textilier på plats', en: 'Autumn textiles in place' }),
                href: 'https://instagram.com/hemma',
                author: '@villa.ek',
              },
              {
                fileName: 'banner-bedroom.webp',
                caption: t({ sv: 'Ett lugnt sovrum', en: 'A calm bedroom' }),
                href: 'https://instagram.com/hemma',
                author: '@hemma',
              },
            ],
          },
          [
            image('banner-dining.webp', bannerSize),
            image('banner-lighting.webp', bannerSize),
            image('banner-textiles.webp', bannerSize),
            image('banner-bedroom.webp', bannerSize),
          ],
        ),
        widget(`fp-personal-${lang}`, 1, 'Personalisation feed', 'full', {
          title: t({ sv: 'Utvalt för dig', en: 'Picked for you' }),
          placementId: 'frontpage-personal',
          fallbackSort: 'MOST_SOLD',
        }),
        widget(`fp-json-${lang}`, 2, 'JSON', 'full', {
          data: {
            sellingPoints: [
              t({
                sv: 'Fri frakt över {{freeShippingThreshold}}',
                en: 'Free shipping over {{freeShippingThreshold}}',
              }),
              t({ sv: 'Snabba leveranser', en: 'Fast deliveries' }),
              t({ sv: '20 års garanti', en: '20 years warranty' }),
              t({ sv: '30 dagars öppet köp', en: '30 days right of return' }),
            ],
          },
        }),
      ]),
    ];
    areas.push({
      id: areaId++,
      languageCode: lang,
      family: 'Frontpage',
      areaName: 'The front page area',
      pageAlias: null,
      name: 'Frontpage',
      title: t({ sv: 'Startsida', en: 'Front page' }),
      tags: ['frontpage'],
      meta: {
        title: t({
          sv: 'Hemma – möbler och inredning',
          en: 'Hemma – furniture and interior goods',
        }),
        description: t({
          sv: 'Möbler och inredning med fri frakt över {{freeShippingThreshold}}.',
          en: 'Furniture and interior goods with free shipping over {{freeShippingThreshold}}.',
        }),
      },
      containers: frontpage,
    });
    areas.push({
      id: areaId++,
      languageCode: lang,
      family: 'Productlist',
      areaName: 'Top',
      pageAlias: null,
      name: 'List page top',
      title: t({ sv: 'Listsida, topp', en: 'List page, top' }),
      tags: ['list'],
      meta: { title: '', description: '' },
      containers: [
        container(containerId++, 0, 'full', 'light', [
          // One line, no heading (issue 22: a heading and a paragraph pushed the products below the fold at 1300×900).
          widget(`lt-text-${lang}`, 0, 'Text', 'full', {
            text: t({
              sv: '<p><strong>Fri frakt över {{freeShippingThreshold}}</strong> och 30 dagars öppet köp på allt.</p>',
              en: '<p><strong>Free shipping over {{freeShippingThreshold}}</strong> and 30 days right of return on everything.</p>',
            }),
            textAlign: 'center',
          }),
        ]),
      ],
    });
    areas.push({
      id: areaId++,
      languageCode: lang,
      family: 'Productlist',
      areaName: 'Bottom',
      pageAlias: null,
      name: 'List page bottom',
      title: t({ sv: 'Listsida, botten', en: 'List page, bottom' }),
      tags: ['list'],
      meta: { title: '', description: '' },
      containers: [
        container(containerId++, 0, 'full', 'transparent', [
          widget(
            `lb-banner-${lang}`,
            0,
            'Banner',
            'full',
            {
              title: t((campaigns[0] as Campaign).name),
              text: t((campaigns[0] as Campaign).description),
              buttonText: t({ sv: 'Till kampanjen', en: 'To the campaign' }),
              href: `/dc/${t((campaigns[0] as Campaign).alias)}`,
              image: {
                fileName: 'banner-textiles.webp',
                alt: t({ sv: 'Textilier i rost och ockra', en: 'Textiles in rust and ochre' }),
              },
              textPosition: 'right',
              theme: 'light',
            },
            [image('banner-textiles.webp', bannerSize)],
          ),
        ]),
      ],
    });
    areas.push({
      id: areaId++,
      languageCode: lang,
      family: 'Product',
      areaName: 'Below description',
      pageAlias: null,
      name: 'Product page',
      title: t({ sv: 'Produktsida', en: 'Product page' }),
      tags: ['product'],
      meta: { title: '', description: '' },
      containers: [
        container(containerId++, 0, '50/50', 'light', [
          widget(`pp-text-${lang}`, 0, 'Text', 'half', {
            title: t({ sv: '20 års garanti', en: '20 years warranty' }),
            text: t({
              sv: '<p>Vi står för kvaliteten i allt vi säljer.</p>',
              en: '<p>We stand behind the quality of everything we sell.</p>',
            }),
            titleRenderMode: 'h3',
            textAlign: 'left',
          }),
          widget(
            `pp-image-${lang}`,
            1,
            'Image',
            'half',
            {
              image: {
                fileName: 'banner-dining.webp',
                alt: t({ sv: 'Ett dukat matbord', en: 'A laid dining table' }),
              },
              href: byCategories(category('dining-tables')),
            },
            [image('banner-dining.webp', bannerSize)],
          ),
        ]),
      ],
    });
    for (const page of pageDefinitions) {
      areas.push({
        id: areaId++,
        languageCode: lang,
        family: 'Content',
        areaName: 'Content',
        pageAlias: t(page.alias),
        name: page.key,
        title: t(page.name),
        tags: page.tags,
        meta: { title: `${t(page.name)} | Hemma`, description: t(page.name) },
        containers: [
          container(containerId++, 0, 'full', 'transparent', pageWidgets(page.key, lang)),
        ],
      });
    }
  }
  return areas;
}

function pageWidgets(key: string, lang: LanguageCode): Widget[] {
  const t = (text: Localized) => text[lang];
  switch (key) {
    case 'about':
      return [
        widget(`about-text-${lang}`, 0, 'Text', 'full', {
          title: t({ sv: 'Om Hemma', en: 'About Hemma' }),
          text: t({
            sv: '<p>Hemma grundades i en liten verkstad och säljer i dag möbler från femton svenska och nordiska varumärken.</p>',
            en: '<p>Hemma started in a small workshop and today sells furniture from fifteen Swedish and Nordic brands.</p>',
          }),
          titleRenderMode: 'h1',
          textAlign: 'left',
        }),
        widget(
          `about-image-${lang}`,
          1,
          'Image',
          'full',
          {
            image: {
              fileName: 'about-workshop.webp',
              alt: t({ sv: 'Verkstaden', en: 'The workshop' }),
            },
          },
          [image('about-workshop.webp', bannerSize)],
        ),
      ];
    case 'cookies':
      return [
        widget(`cookies-text-${lang}`, 0, 'Rich text', 'full', {
          title: t({ sv: 'Cookies', en: 'Cookies' }),
          html: t({
            sv: '<p>Vi använder cookies för att komma ihåg din varukorg, ditt val av marknad och om du är inloggad. Med ditt samtycke använder vi även cookies för statistik.</p><p>Du kan när som helst ändra ditt val.</p>',
            en: '<p>We use cookies to remember your cart, your choice of market and whether you are logged in. With your consent we also use cookies for statistics.</p><p>You can change your choice at any time.</p>',
          }),
        }),
      ];
    case 'business':
      return [
        widget(`business-text-${lang}`, 0, 'Rich text', 'full', {
          title: t({ sv: 'Hemma för företag', en: 'Hemma for business' }),
          html: t({
            sv: '<p>Vi inreder kontor, hotell och butiker. Välj Företag i toppraden för att se priserna utan moms, och betala mot faktura.</p><p>Kontakta oss på foretag@hemma.se så tar vi fram ett förslag.</p>',
            en: '<p>We furnish offices, hotels and shops. Choose Business in the top bar to see prices without VAT, and pay by invoice.</p><p>Write to business@hemma.com and we will put together a proposal.</p>',
          }),
        }),
      ];
    case 'careers':
      return [
        widget(`careers-text-${lang}`, 0, 'Rich text', 'full', {
          title: t({ sv: 'Jobba hos oss', en: 'Careers' }),
          html: t({
            sv: '<p>Vi har inga lediga tjänster just nu. Skicka gärna en spontanansökan till jobb@hemma.se.</p>',
            en: '<p>We have no open positions at the moment. You are welcome to send an open application to jobs@hemma.com.</p>',
          }),
        }),
      ];
    case 'press':
      return [
        widget(`press-text-${lang}`, 0, 'Rich text', 'full', {
          title: t({ sv: 'Press', en: 'Press' }),
          html: t({
            sv: '<p>Pressbilder och pressmeddelanden får du från press@hemma.se.</p>',
            en: '<p>For press pictures and press releases, write to press@hemma.com.</p>',
          }),
        }),
      ];
    case 'terms':
      return [
        widget(`terms-text-${lang}`, 0, 'Rich text', 'full', {
          title: t({ sv: 'Köpvillkor', en: 'Terms of purchase' }),
          html: t({
            sv: '<h2>Ångerrätt</h2><p>Du har 30 dagars öppet köp från att du tagit emot varan.</p><h2>Garanti</h2><p>Alla möbler har 20 års garanti.</p><h2>Frakt</h2><p>Fri frakt över {{freeShippingThreshold}}.</p>',
            en: '<h2>Right of return</h2><p>You have 30 days right of return from the day you receive the goods.</p><h2>Warranty</h2><p>All furniture has a 20 year warranty.</p><h2>Shipping</h2><p>Free shipping over {{freeShippingThreshold}}.</p>',
          }),
        }),
      ];
    default:
      return [
        widget(`cs-text-${lang}`, 0, 'Text', 'full', {
          title: t({ sv: 'Kundservice', en: 'Customer service' }),
          text: t({
            sv: '<p>Vi svarar vardagar 9–17 på kundservice@hemma.se.</p>',
            en: '<p>We answer on weekdays 9–17 at customerservice@hemma.com.</p>',
          }),
          titleRenderMode: 'h1',
          textAlign: 'left',
        }),
        widget(`cs-buttons-${lang}`, 1, 'Buttons', 'full', {
          align: 'left',
          buttons: [
            {
              text: t({ sv: 'Mina ordrar', en: 'My orders' }),
              href: t({ sv: '/mina-sidor/ordrar', en: '/my-account/orders' }),
              variant: 'primary',
            },
            {
              text: t({ sv: 'Köpvillkor', en: 'Terms of purchase' }),
              href: t({ sv: '/kopvillkor', en: '/terms-of-purchase' }),
              variant: 'secondary',
            },
          ],
        }),
      ];
  }
}

export function buildPages(): ContentPage[] {
  return pageDefinitions.map((page, index) => ({
    id: index + 1,
    alias: page.alias,
    name: page.name,
    title: page.name,
    tags: page.tags,
    meta: {
      title: { sv: `${page.name.sv} | Hemma`, en: `${page.name.en} | Hemma` },
      description: page.name,
    },
    activeFrom: `${addDays(SEED_BASE_DATE, -365)}T00:00:00.000Z`,
  }));
}

export function buildMenus({ categories, brands, campaigns }: ContentInput): Menu[] {
  const menus: Menu[] = [];
  for (const [lang, channelId, languageId, suffix] of [
    ['sv', '1|se', 'sv-SE', ''],
    ['en', '3|com', 'en-US', '-com'],
  ] as const) {
    const t = (text: Localized) => text[lang];
    let itemId = 0;
    const item = (
      label: string,
      type: MenuItem['type'],
      canonicalUrl: string,
      children: MenuItem[] = [],
      extra: Partial<MenuItem> = {},
    ): MenuItem => ({
      id: `${lang}-${++itemId}`,
      label,
      type,
      order: 0,
      value: null,
      targetBlank: false,
      // Required by the Merchant API's MenuItemType: every seeded item is shown, and collapsed.
      open: false,
      hidden: false,
      canonicalUrl,
      children: children.map((child, order) => ({ ...child, order })),
      ...extra,
    });
    const categoryItem = (category: Category): MenuItem =>
      item(
        t(category.name),
        'category',
        categoryUrl(category, categories, lang),
        categories
          .filter((child) => child.parentCategoryId === category.categoryId && !child.isHidden)
          .map(categoryItem),
        { value: String(category.categoryId) },
      );
    const roots = categories.filter(
      (category) => category.parentCategoryId === 0 && !category.isHidden,
    );
    const pageUrl = (alias: Localized) => `/${t(alias)}`;
    const main = [
      ...roots.map(categoryItem),
      item(
        t({ sv: 'Kampanjer', en: 'Campaigns' }),
        'custom',
        `/dc/${t((campaigns[0] as Campaign).alias)}`,
        campaigns
          .slice(0, 3)
          .map((campaign) => item(t(campaign.name), 'custom', `/dc/${t(campaign.alias)}`)),
      ),
      item(
        t({ sv: 'Varumärken', en: 'Brands' }),
        'custom',
        t({ sv: '/varumarken', en: '/brands' }),
        brands
          .slice(0, 6)
          .map((brand) =>
            item(brand.name, 'brand', `/b/${brand.alias}`, [], { value: String(brand.brandId) }),
          ),
      ),
    ].map((entry, order) => ({ ...entry, order }));
    const pages = (keys: string[]) =>
      keys.map((key) => {
        const page = pageDefinitions.find((candidate) => candidate.key === key);
        if (!page) throw new Error(`no page ${key}`);
        return item(t(page.name), 'page', pageUrl(page.alias));
      });
    const locations: Record<string, MenuItem[]> = {
      'main-desktop': main,
      'main-mobile': [...main, ...pages(['customer-service', 'about'])],
      'top-bar': [
        ...pages(['customer-service', 'business']),
        item(
          t({ sv: 'Planeringsverktyg', en: 'Planning tool' }),
          'custom',
          '/pythagoras-planeringsverktyg',
        ),
      ],
      'footer-first': [
        ...pages(['customer-service', 'terms', 'cookies']),
        item(
          t({ sv: 'Mina sidor', en: 'My account' }),
          'custom',
          t({ sv: '/mina-sidor/ordrar', en: '/my-account/orders' }),
        ),
      ],
      'footer-second': [...pages(['about', 'careers', 'press'])],
      'footer-third': [
        ...roots.slice(0, 4).map((category) =>
          item(t(category.name), 'category', categoryUrl(category, categories, lang), [], {
            value: String(category.categoryId),
          }),
        ),
        item('Instagram', 'custom', 'https://instagram.com/hemma', [], { targetBlank: true }),
      ],
    };
    const titles: Record<string, Localized> = {
      'main-desktop': { sv: 'Huvudmeny', en: 'Main menu' },
      'main-mobile': { sv: 'Huvudmeny', en: 'Main menu' },
      'top-bar': { sv: 'Toppmeny', en: 'Top bar' },
      'footer-first': { sv: 'Kundservice', en: 'Customer service' },
      'footer-second': { sv: 'Om Hemma', en: 'About Hemma' },
      'footer-third': { sv: 'Utforska', en: 'Explore' },
    };
    for (const [location, items] of Object.entries(locations)) {
      menus.push({
        id: `${location}${suffix}`,
        name: `${location}${suffix}`,
        title: t(titles[location] as Localized),
        location: `${location}${suffix}`,
        channelId,
        languageId,
        menuItems: items.map((entry, order) => ({ ...entry, order })),
      });
    }
  }
  return menus;
}
