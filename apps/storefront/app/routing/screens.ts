/**
 * Every screen of the spec's route table (section 2), once: its name, English and Swedish path and
 * route module. `app/routes.ts` generates the route config from this table and `localizedPath`
 * builds links by name, so a path is written in one place only.
 */

export type ScreenLayout = 'default' | 'undistracted' | 'planning';

export interface ScreenDefinition {
  name: string;
  /** Path without a leading slash, in React Router syntax (`:param`, `:param?`, `*`). */
  en: string;
  sv: string;
  /** Route module, relative to `app/`. */
  module: string;
  layout: ScreenLayout;
  /** Only for signed-in customers (spec section 6: account routes use the authenticated guard). */
  authenticated?: true;
}

export const listTypes = [
  'all',
  'brand',
  'category',
  'discountCampaign',
  'list',
  'search',
] as const;
export type ListType = (typeof listTypes)[number];

export const screens = [
  { name: 'index', en: '', sv: '', module: 'routes/home.tsx', layout: 'default' },
  { name: 'start', en: 'start', sv: 'start', module: 'routes/start.tsx', layout: 'default' },
  {
    name: 'checkout',
    en: 'checkout',
    sv: 'kassan',
    module: 'routes/checkout.tsx',
    layout: 'undistracted',
  },
  {
    name: 'checkoutConfirm',
    en: 'checkout/confirm',
    sv: 'checkout/confirm',
    module: 'routes/checkout-confirm.tsx',
    layout: 'undistracted',
  },
  {
    name: 'checkoutPaymentFailed',
    en: 'checkout/klarna-fail',
    sv: 'checkout/klarna-fail',
    module: 'routes/checkout-payment-failed.tsx',
    layout: 'undistracted',
  },
  {
    name: 'favorites',
    en: 'favorites',
    sv: 'favoriter',
    module: 'routes/favorites.tsx',
    layout: 'default',
  },
  {
    name: 'brands',
    en: 'brands',
    sv: 'varumarken',
    module: 'routes/brands.tsx',
    layout: 'default',
  },
  {
    name: 'confirmSubscription',
    en: 'subscriptions/confirm',
    sv: 'prenumeration/bekrafta',
    module: 'routes/confirm-subscription.tsx',
    layout: 'default',
  },
  {
    name: 'summerCampaign',
    en: 'campaign/summer',
    sv: 'kampanj/sommar',
    module: 'routes/summer-campaign.tsx',
    layout: 'default',
  },
  {
    name: 'allProducts',
    en: 'list/all',
    sv: 'allt',
    module: 'routes/product-list.tsx',
    layout: 'default',
  },
  {
    name: 'list',
    en: 'list/:type?/*',
    sv: 'list/:type?/*',
    module: 'routes/product-list.tsx',
    layout: 'default',
  },
  { name: 'listAlias', en: 'l/*', sv: 'l/*', module: 'routes/product-list.tsx', layout: 'default' },
  {
    name: 'category',
    en: 'c/:category',
    sv: 'c/:category',
    module: 'routes/product-list.tsx',
    layout: 'default',
  },
  {
    name: 'subCategory',
    en: 'c/:parent/:category',
    sv: 'c/:parent/:category',
    module: 'routes/product-list.tsx',
    layout: 'default',
  },
  { name: 'brand', en: 'b/*', sv: 'b/*', module: 'routes/product-list.tsx', layout: 'default' },
  {
    name: 'discountCampaign',
    en: 'dc/*',
    sv: 'dc/*',
    module: 'routes/product-list.tsx',
    layout: 'default',
  },
  {
    name: 'search',
    en: 's/:search',
    sv: 's/:search',
    module: 'routes/search.tsx',
    layout: 'default',
  },
  {
    name: 'accountOrders',
    en: 'my-account/orders',
    sv: 'mina-sidor/ordrar',
    module: 'routes/account-orders.tsx',
    layout: 'default',
    authenticated: true,
  },
  {
    name: 'accountBalance',
    en: 'my-account/balance',
    sv: 'mina-sidor/saldo',
    module: 'routes/account-balance.tsx',
    layout: 'default',
    authenticated: true,
  },
  {
    name: 'accountSettings',
    en: 'my-account/settings',
    sv: 'mina-sidor/installningar',
    module: 'routes/account-settings.tsx',
    layout: 'default',
    authenticated: true,
  },
  {
    name: 'account',
    en: 'account',
    sv: 'account',
    module: 'routes/account.tsx',
    layout: 'default',
  },
  {
    name: 'resetPassword',
    en: 'account/reset-password',
    sv: 'account/reset-password',
    module: 'routes/reset-password.tsx',
    layout: 'undistracted',
  },
  { name: 'notFound', en: '404', sv: '404', module: 'routes/not-found.tsx', layout: 'default' },
  {
    name: 'previewWidgets',
    en: 'preview-widgets',
    sv: 'preview-widgets',
    module: 'routes/preview-widgets.tsx',
    layout: 'default',
  },
  {
    name: 'planningTool',
    en: 'pythagoras-planeringsverktyg',
    sv: 'pythagoras-planeringsverktyg',
    module: 'routes/planning-tool.tsx',
    layout: 'planning',
  },
  {
    name: 'cookies',
    en: 'cookies',
    sv: 'cookies',
    module: 'routes/cookies.tsx',
    layout: 'default',
  },
  {
    name: 'product',
    en: 'p/:alias',
    sv: 'p/:alias',
    module: 'routes/product.tsx',
    layout: 'default',
  },
  {
    name: 'productInCategory',
    en: 'p/:level1/:alias',
    sv: 'p/:level1/:alias',
    module: 'routes/product.tsx',
    layout: 'default',
  },
  {
    name: 'productInSubCategory',
    en: 'p/:level1/:level2/:alias',
    sv: 'p/:level1/:level2/:alias',
    module: 'routes/product.tsx',
    layout: 'default',
  },
  {
    name: 'productLegacy',
    en: 'product/:alias?',
    sv: 'product/:alias?',
    module: 'routes/product.tsx',
    layout: 'default',
  },
  {
    name: 'content',
    en: 'content/:alias?',
    sv: 'content/:alias?',
    module: 'routes/content.tsx',
    layout: 'default',
  },
  {
    name: 'contentAlias',
    en: ':alias',
    sv: ':alias',
    module: 'routes/content.tsx',
    layout: 'default',
  },
] as const satisfies readonly ScreenDefinition[];

export type Screen = (typeof screens)[number];
export type ScreenName = Screen['name'];

export const screenNames = screens.map((screen) => screen.name) as readonly ScreenName[];

export function screenByName<N extends ScreenName>(name: N): Extract<Screen, { name: N }> {
  const screen = screens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`Unknown screen '${name}'`);
  return screen as Extract<Screen, { name: N }>;
}

export function isScreenName(value: string): value is ScreenName {
  return (screenNames as readonly string[]).includes(value);
}
