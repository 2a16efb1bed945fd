import type {
  Channel,
  Currency,
  Language,
  Market,
  PaymentOption,
  PromoCode,
  ShippingOption,
} from '../catalog/types';
import { VAT_RATE } from '../commerce/shopRules';

export const languages: Language[] = [
  { id: 'sv-SE', name: 'Svenska', code: 'sv' },
  { id: 'en-US', name: 'English', code: 'en' },
  { id: 'da-DK', name: 'Dansk', code: 'da' },
  { id: 'fi-FI', name: 'Suomi', code: 'fi' },
  { id: 'nb-NO', name: 'Norsk bokmål', code: 'nb' },
];

export const currencies: Currency[] = [
  { code: 'SEK', name: 'Svensk krona', symbol: 'kr', rate: 11.2 },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 1 },
];

const market = (
  id: string,
  channelId: string,
  groupKey: Market['groupKey'],
  countryCode: string,
  countryName: [string, string],
  currencyCode: Market['currencyCode'],
  defaultLanguageId: string,
  allowedLanguageIds: string[],
  extra: Partial<Market> = {},
): Market => ({
  id,
  alias: id,
  channelId,
  groupKey,
  countryCode,
  countryName: { sv: countryName[0], en: countryName[1] },
  currencyCode,
  defaultLanguageId,
  allowedLanguageIds,
  virtual: false,
  onlyDisplayInCheckout: false,
  vatRate: VAT_RATE,
  ...extra,
});

export const markets: Market[] = [
  market('se', '1|se', 'Scandinavia', 'SE', ['Sverige', 'Sweden'], 'SEK', 'sv-SE', [
    'sv-SE',
    'en-US',
  ]),
  market(
    'eu',
    '3|com',
    'Markets',
    'EU',
    ['Internationell', 'International'],
    'EUR',
    'en-US',
    ['en-US'],
    { virtual: true },
  ),
  market('dk', '3|com', 'Scandinavia', 'DK', ['Danmark', 'Denmark'], 'EUR', 'en-US', [
    'en-US',
    'da-DK',
  ]),
  market('no', '3|com', 'Scandinavia', 'NO', ['Norge', 'Norway'], 'EUR', 'en-US', [
    'en-US',
    'nb-NO',
  ]),
  market('fi', '3|com', 'Europe', 'FI', ['Finland', 'Finland'], 'EUR', 'en-US', [
    'en-US',
    'fi-FI',
    'sv-SE',
  ]),
  market('de', '3|com', 'Europe', 'DE', ['Tyskland', 'Germany'], 'EUR', 'en-US', ['en-US']),
  market('nl', '3|com', 'Europe', 'NL', ['Nederländerna', 'Netherlands'], 'EUR', 'en-US', [
    'en-US',
  ]),
  market('fr', '3|com', 'Europe', 'FR', ['Frankrike', 'France'], 'EUR', 'en-US', ['en-US']),
  market('at', '3|com', 'Europe', 'AT', ['Österrike', 'Austria'], 'EUR', 'en-US', ['en-US'], {
    onlyDisplayInCheckout: true,
  }),
];

export const channels: Channel[] = [
  {
    id: '1|se',
    name: 'hemma.se',
    type: 'webshop',
    url: 'https://hemma.se',
    defaultLanguageId: 'sv-SE',
    defaultMarketId: 'se',
    languageIds: ['sv-SE', 'en-US'],
    marketIds: markets
      .filter((candidate) => candidate.channelId === '1|se')
      .map((candidate) => candidate.id),
  },
  {
    id: '3|com',
    name: 'hemma.com',
    type: 'webshop',
    url: 'https://hemma.com',
    defaultLanguageId: 'en-US',
    defaultMarketId: 'eu',
    languageIds: ['en-US', 'da-DK', 'fi-FI', 'nb-NO', 'sv-SE'],
    marketIds: markets
      .filter((candidate) => candidate.channelId === '3|com')
      .map((candidate) => candidate.id),
  },
];

export const shippingOptions: ShippingOption[] = [
  {
    id: 1,
    name: 'service-point',
    displayName: { sv: 'Hämta hos ombud', en: 'Collect at a service point' },
    logo: 'shipping-service-point.webp',
    fee: { SEK: 49, EUR: 4.9 },
    countries: ['SE', 'DK', 'NO', 'FI'],
    postalPrefixes: {},
    freeShippingApplies: true,
    isDefault: true,
  },
  {
    id: 2,
    name: 'home-delivery',
    displayName: { sv: 'Hemleverans', en: 'Home delivery' },
    logo: 'shipping-home-delivery.webp',
    fee: { SEK: 149, EUR: 14.9 },
    countries: ['SE', 'DK', 'DE', 'NL'],
    // Gotland (62x xx) and the far north (9xx xx) are served by service points only.
    postalPrefixes: { SE: ['1', '2', '3', '4', '5', '7', '8'] },
    freeShippingApplies: true,
    isDefault: false,
  },
  {
    id: 3,
    name: 'evening-delivery',
    displayName: { sv: 'Kvällsleverans', en: 'Evening delivery' },
    logo: 'shipping-evening.webp',
    fee: { SEK: 79, EUR: 7.9 },
    countries: ['SE'],
    postalPrefixes: { SE: ['1', '2', '41', '42', '43'] },
    freeShippingApplies: false,
    isDefault: false,
  },
  {
    id: 4,
    name: 'furniture-delivery',
    displayName: { sv: 'Möbelleverans till dörren', en: 'Furniture delivery to the door' },
    logo: 'shipping-freight.webp',
    fee: { SEK: 495, EUR: 45 },
    countries: ['SE', 'DK', 'NO', 'FI', 'DE', 'NL', 'FR', 'AT'],
    postalPrefixes: {},
    freeShippingApplies: false,
    isDefault: false,
  },
  {
    id: 5,
    name: 'parcel-europe',
    displayName: { sv: 'Paket inom Europa', en: 'Parcel within Europe' },
    logo: 'shipping-parcel.webp',
    fee: { SEK: 149, EUR: 12.9 },
    countries: ['DE', 'NL', 'FR', 'AT'],
    postalPrefixes: {},
    freeShippingApplies: true,
    isDefault: true,
  },
];

export const paymentOptions: PaymentOption[] = [
  {
    id: 1,
    name: 'card',
    displayName: { sv: 'Kortbetalning', en: 'Card payment' },
    logo: 'payment-card.webp',
    fee: { SEK: 0, EUR: 0 },
    isDefault: true,
  },
  {
    id: 2,
    name: 'invoice',
    displayName: { sv: 'Faktura', en: 'Invoice' },
    logo: 'payment-invoice.webp',
    fee: { SEK: 29, EUR: 2.9 },
    isDefault: false,
  },
  {
    id: 3,
    name: 'pay-later',
    displayName: { sv: 'Köp nu, betala senare', en: 'Buy now, pay later' },
    logo: 'payment-pay-later.webp',
    fee: { SEK: 0, EUR: 0 },
    isDefault: false,
  },
  {
    id: 4,
    name: 'bank',
    displayName: { sv: 'Direktbetalning via bank', en: 'Bank payment' },
    logo: 'payment-bank.webp',
    fee: { SEK: 0, EUR: 0 },
    isDefault: false,
  },
];

export function promoCodes(sofaCategoryId: number): PromoCode[] {
  return [
    {
      code: 'HEMMA10',
      name: { sv: '10 % rabatt', en: '10% off' },
      percentage: 10,
      fixedAmount: { SEK: 0, EUR: 0 },
      freeShipping: false,
      requirements: {},
    },
    {
      code: 'SOFFA500',
      name: { sv: '500 kr på soffor', en: '45 EUR off sofas' },
      percentage: 0,
      fixedAmount: { SEK: 500, EUR: 45 },
      freeShipping: false,
      requirements: { minSubtotal: { SEK: 10000, EUR: 900 }, categoryId: sofaCategoryId },
    },
    {
      code: 'FRIFRAKT',
      name: { sv: 'Fri frakt', en: 'Free shipping' },
      percentage: 0,
      fixedAmount: { SEK: 0, EUR: 0 },
      freeShipping: true,
      requirements: { minSubtotal: { SEK: 300, EUR: 27 } },
    },
  ];
}
