/** The catalogue and content as seeded and stored: read-mostly, held in memory by the server. */
export type LanguageCode = 'sv' | 'en';
export type Localized = Record<LanguageCode, string>;
export type CurrencyCode = 'SEK' | 'EUR';

export interface Language {
  id: string;
  name: string;
  code: string;
}

export interface Currency {
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** How many of this currency one EUR buys. */
  rate: number;
}

export interface Channel {
  id: string;
  name: string;
  type: string;
  url: string;
  defaultLanguageId: string;
  defaultMarketId: string;
  languageIds: string[];
  marketIds: string[];
}

export interface Market {
  id: string;
  alias: string;
  channelId: string;
  groupKey: 'Scandinavia' | 'Europe' | 'Markets';
  countryCode: string;
  countryName: Localized;
  currencyCode: CurrencyCode;
  defaultLanguageId: string;
  allowedLanguageIds: string[];
  virtual: boolean;
  onlyDisplayInCheckout: boolean;
  vatRate: number;
}

export interface Brand {
  brandId: number;
  alias: string;
  name: string;
  description: Localized;
  secondaryDescription: Localized;
  logo: string;
}

export interface Category {
  categoryId: number;
  parentCategoryId: number;
  order: number;
  alias: Localized;
  name: Localized;
  description: Localized;
  secondaryDescription: Localized;
  isHidden: boolean;
  primaryImage: string;
}

export interface Campaign {
  campaignId: number;
  alias: Localized;
  name: Localized;
  description: Localized;
  discountPercentage: number;
  hideTitle: boolean;
  from: string;
  to: string;
}

export interface PricePoint {
  date: string;
  regular: number;
  selling: number;
}

export interface ProductPrice {
  regular: number;
  selling: number;
  discountType: 'NONE' | 'SALE_PRICE' | 'PRICE_CAMPAIGN';
  campaignId: number | null;
  /** Daily prices of the 30 days before the base date, oldest first. */
  history: PricePoint[];
}

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export interface ProductParameter {
  parameterId: number;
  key: string;
  name: Localized;
  value: Localized;
  showFilter: boolean;
}

export interface ImageSpec {
  fileName: string;
  shape: string;
  colour: string;
  accent: string;
  scene: 'studio' | 'room';
  seed: number;
}

export interface Product {
  productId: number;
  articleNumber: string;
  variantGroupId: number;
  modelName: string;
  alias: Localized;
  name: Localized;
  texts: { text1: Localized; text2: Localized; text3: Localized };
  meta: { title: Localized; description: Localized };
  brandId: number;
  categoryId: number;
  colourKey: string;
  colour: Localized;
  images: string[];
  prices: Record<CurrencyCode, ProductPrice>;
  dimensions: Dimensions;
  weight: number;
  firstAvailableOn: string;
  salesRank: number;
  parameters: ProductParameter[];
  related: { productId: number; relationType: 'RELATED' | 'ACCESSORIES' | 'SIMILAR' }[];
  sizeDimension: Localized | null;
}

export interface Stock {
  inStock: number;
  oversellable: number;
  static: number | null;
  incoming: string | null;
}

export interface Sku {
  skuId: number;
  productId: number;
  articleNumber: string;
  gtin: string;
  name: Localized;
  sizeKey: string | null;
  stock: Stock;
  dimensions: Dimensions;
  weight: number;
}

export interface MenuItem {
  id: string;
  label: string;
  type: 'custom' | 'page' | 'category' | 'brand' | 'product';
  order: number;
  value: string | null;
  targetBlank: boolean;
  /** Whether the item's submenu shows expanded before anyone opens it (Merchant API `open`). */
  open: boolean;
  /** A hidden item stays in the menu's data but is not shown (Merchant API `hidden`). */
  hidden: boolean;
  canonicalUrl: string;
  children: MenuItem[];
}

export interface Menu {
  id: string;
  name: string;
  title: string;
  location: string;
  channelId: string;
  languageId: string;
  menuItems: MenuItem[];
}

export interface WidgetImage {
  fileName: string;
  width: number;
  height: number;
}

export interface Widget {
  id: string;
  name: string;
  sortOrder: number;
  type: string;
  size: string;
  classNames: string[];
  images: WidgetImage[];
  configuration: Record<string, unknown>;
}

export interface WidgetContainer {
  id: number;
  name: string;
  sortOrder: number;
  layout: string;
  responsiveMode: string;
  design: string;
  classNames: string[];
  widgets: Widget[];
}

/** A widget area in one language: by family and area name, or by page alias. */
export interface WidgetArea {
  id: number;
  languageCode: LanguageCode;
  family: string;
  areaName: string;
  pageAlias: string | null;
  name: string;
  title: string;
  tags: string[];
  meta: { title: string; description: string };
  containers: WidgetContainer[];
}

export interface ContentPage {
  id: number;
  alias: Localized;
  name: Localized;
  title: Localized;
  tags: string[];
  meta: { title: Localized; description: Localized };
  activeFrom: string;
}

export interface ShippingOption {
  id: number;
  name: string;
  displayName: Localized;
  logo: string;
  fee: Record<CurrencyCode, number>;
  countries: string[];
  /** Postal code prefixes served (empty: every valid code of the countries). */
  postalPrefixes: Record<string, string[]>;
  freeShippingApplies: boolean;
  isDefault: boolean;
}

export interface PaymentOption {
  id: number;
  name: string;
  displayName: Localized;
  logo: string;
  fee: Record<CurrencyCode, number>;
  isDefault: boolean;
}

export interface PromoCode {
  code: string;
  name: Localized;
  percentage: number;
  fixedAmount: Record<CurrencyCode, number>;
  freeShipping: boolean;
  requirements: { minSubtotal?: Record<CurrencyCode, number>; categoryId?: number };
}

export interface CatalogData {
  languages: Language[];
  currencies: Currency[];
  channels: Channel[];
  markets: Market[];
  brands: Brand[];
  categories: Category[];
  campaigns: Campaign[];
  products: Product[];
  skus: Sku[];
  menus: Menu[];
  widgetAreas: WidgetArea[];
  pages: ContentPage[];
  shippingOptions: ShippingOption[];
  paymentOptions: PaymentOption[];
  promoCodes: PromoCode[];
  images: ImageSpec[];
}
