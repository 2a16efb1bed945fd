/**
 * Records the MSW fixtures from the real embedded commerce API, so a story never shows data the
 * API could not return. Starts a freshly seeded API in memory (or uses API_URL + API_KEY), runs
 * the storefront's own documents through the storefront's own client for both channels, writes
 * src/mocks/fixtures/<channel>/<operation>.json and copies every picture the fixtures name into
 * src/mocks/images/<kind>/<width>/<file> (Storybook serves that folder at /images).
 *
 *   pnpm --filter @hemma/data record-fixtures
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentNode } from 'graphql';
import { createAuthClient } from '../src/auth/authClient';
import { createApolloClient } from '../src/client/createApolloClient';
import * as documents from '../src/generated/graphql';
import { fixtureChannels, type FixtureChannel } from '../src/mocks/channels';
import { galleryOperations, imageCopies, relativeImageUrls } from '../src/mocks/images';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = join(packageDir, 'src/mocks/fixtures');
const imagesDir = join(packageDir, 'src/mocks/images');

async function startApi(): Promise<{ url: string; apiKey: string; close: () => Promise<void> }> {
  if (process.env.API_URL)
    return {
      url: process.env.API_URL,
      apiKey: process.env.API_KEY ?? 'hemma-dev-key',
      close: async () => {},
    };
  const { startTestServer, TEST_API_KEY } =
    await import('../../../apps/commerce-api/src/testing/startTestServer');
  const server = await startTestServer();
  return { url: server.url, apiKey: TEST_API_KEY, close: server.close };
}

type Variables = Record<string, unknown>;
interface Recorded {
  variables: Variables;
  data: unknown;
}

async function main() {
  const api = await startApi();
  const written: string[] = [];
  const allRecorded: unknown[] = [];
  const productPages: unknown[] = [];
  try {
    for (const channel of Object.values(fixtureChannels)) {
      const recorded = await recordChannel(api, channel);
      rmSync(join(fixturesDir, channel.key), { recursive: true, force: true });
      mkdirSync(join(fixturesDir, channel.key), { recursive: true });
      for (const [operation, entries] of Object.entries(recorded)) {
        const rewritten = relativeImageUrls(entries, api.url);
        allRecorded.push(rewritten);
        if (galleryOperations.includes(operation)) productPages.push(rewritten);
        writeFileSync(
          join(fixturesDir, channel.key, `${operation}.json`),
          `${JSON.stringify(rewritten, null, 2)}\n`,
        );
        written.push(`${channel.key}/${operation}`);
      }
    }
    writeFileSync(join(fixturesDir, 'index.ts'), fixtureIndex(written));
    rmSync(imagesDir, { recursive: true, force: true });
    const images = imageCopies(allRecorded, productPages);
    for (const { kind, width, fileName } of images) {
      const response = await fetch(`${api.url}/images/${kind}/${width}/${fileName}`);
      if (!response.ok)
        throw new Error(`No picture ${kind}/${width}/${fileName}: ${response.status}`);
      const file = join(imagesDir, kind, String(width), fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    }
    console.log(`Recorded ${written.length} fixtures and ${images.length} picture files.`);
  } finally {
    await api.close();
  }
}

/** Static imports of every fixture, so any bundler or test runner can load them. */
function fixtureIndex(written: string[]): string {
  const identifier = (path: string) => path.replace('/', '_');
  const channels = [...new Set(written.map((path) => path.split('/')[0]))];
  return [
    '/* Written by scripts/record-fixtures.ts: do not edit. */',
    ...written.map((path) => `import ${identifier(path)} from './${path}.json';`),
    '',
    'export const recordedFixtures = {',
    ...channels.map((channel) =>
      [
        `  ${channel}: {`,
        ...written
          .filter((path) => path.startsWith(`${channel}/`))
          .map((path) => `    ${path.split('/')[1]}: ${identifier(path)},`),
        '  },',
      ].join('\n'),
    ),
    '};',
    '',
  ].join('\n');
}

async function recordChannel(api: { url: string; apiKey: string }, channel: FixtureChannel) {
  let token: string | undefined = undefined;
  const client = createApolloClient({
    endpoint: `${api.url}/graphql`,
    apiKey: api.apiKey,
    channelId: channel.channelId,
    marketId: channel.marketId,
    languageId: channel.languageId,
    getToken: () => token,
  });
  const recorded: Record<string, Recorded[]> = {};
  const keep = (operation: string, variables: Variables, data: unknown) => {
    (recorded[operation] ??= []).push({ variables, data });
    return data as never;
  };
  async function query<T>(
    operation: string,
    document: DocumentNode,
    variables: Variables = {},
  ): Promise<T> {
    const { data } = await client.query({ query: document, variables, fetchPolicy: 'no-cache' });
    return keep(operation, variables, data);
  }
  async function mutate<T>(
    operation: string,
    document: DocumentNode,
    variables: Variables = {},
  ): Promise<T> {
    const { data } = await client.mutate({ mutation: document, variables });
    return keep(operation, variables, data);
  }

  await query('channel', documents.ChannelDocument, { channelId: channel.channelId });
  await query('channels', documents.ChannelsDocument);
  const { categories } = await query<documents.CategoriesQuery>(
    'categories',
    documents.CategoriesDocument,
  );
  const top = (categories ?? []).filter((category) => category?.parentCategoryId === 0);
  const firstCategory = top[0]?.alias ?? undefined;
  for (const location of [
    'main-desktop',
    'main-mobile',
    'top-bar',
    'footer-first',
    'footer-second',
    'footer-third',
  ]) {
    await query('getMenuAtLocation', documents.GetMenuAtLocationDocument, {
      menuLocationId: `${location}${channel.menuSuffix}`,
    });
  }
  await query('listPageInfo', documents.ListPageInfoDocument, { alias: firstCategory });
  const list = await query<documents.ProductsQuery>('products', documents.ProductsDocument, {
    take: 12,
  });
  await query('products', documents.ProductsDocument, { take: 12, categoryAlias: firstCategory });
  await query('productFilters', documents.ProductFiltersDocument, { categoryAlias: firstCategory });
  const products = (list.products?.products ?? []).filter((product) => product !== null);
  const searchWord = products[0]?.name?.split(' ')[0] ?? 'a';
  await query('searchSuggestions', documents.SearchSuggestionsDocument, {
    searchText: searchWord,
    take: 10,
  });
  await query('searchSuggestions', documents.SearchSuggestionsDocument, {
    searchText: 'zzzzqx',
    take: 10,
  });

  let buyableSku: number | undefined;
  for (const product of products.slice(0, 3)) {
    const detail = await query<documents.ProductQuery>('product', documents.ProductDocument, {
      alias: product.alias,
    });
    await query('relatedProducts', documents.RelatedProductsDocument, { alias: product.alias });
    await query('reviews', documents.ReviewsDocument, { alias: product.alias, take: 10 });
    buyableSku ??= detail.product?.skus?.find((sku) => (sku?.stock?.inStock ?? 0) > 0)?.skuId;
  }
  // A discounted product sold in sizes, one size nearly gone and one sold out: the product page's
  // size picker, quantity limit and back-in-stock states.
  const sizedAlias = channel.key === 'se' ? 'berit-matta-gra' : 'berit-rug-grey';
  await query('product', documents.ProductDocument, { alias: sizedAlias });
  await query('relatedProducts', documents.RelatedProductsDocument, { alias: sizedAlias });
  await query('reviews', documents.ReviewsDocument, { alias: sizedAlias, take: 10 });
  for (const [family, areaName] of [
    ['Frontpage', 'The front page area'],
    ['Productlist', 'Top'],
    ['Productlist', 'Bottom'],
    ['Product', 'Below description'],
  ] as const) {
    for (const displaySetting of ['desktop', 'mobile']) {
      await query('widgetArea', documents.WidgetAreaDocument, {
        family,
        areaName,
        displaySetting,
        customerType: 'PERSON',
      });
    }
  }
  const pages = await query<documents.CmsPagesQuery>('cmsPages', documents.CmsPagesDocument);
  for (const page of (pages.cmsPages ?? []).slice(0, 6)) {
    await query('widgetArea', documents.WidgetAreaDocument, {
      family: 'Content',
      areaName: 'Content',
      alias: page?.alias,
      displaySetting: 'desktop',
      customerType: 'PERSON',
    });
  }

  if (buyableSku === undefined) throw new Error('No product in stock to put in a cart');
  const auth = createAuthClient({
    authEndpoint: `${api.url}/auth/`,
    signEndpoint: `${api.url}/auth/sign/${api.apiKey}?identity=`,
  });
  const email = `storybook-${channel.key}@example.com`;
  const session = await auth.connect(
    { username: email, password: 'storybook-password', rememberUser: true },
    'register',
  );
  auth.dispose();
  if (!session) throw new Error(`Could not register ${email}: ${auth.lastFailure?.message}`);
  token = session.token;

  const cartMarket = { marketId: channel.cartMarketId };
  // An unknown id gives a new cart, as on a first visit.
  const created = await query<documents.GetCartQuery>('getCart', documents.GetCartDocument, {
    id: '',
    ...cartMarket,
  });
  const cartId = created.getCart?.id;
  if (!cartId) throw new Error('The API gave no cart');
  await mutate('addToCart', documents.AddToCartDocument, {
    id: cartId,
    item: { skuId: buyableSku, quantity: 1 },
    ...cartMarket,
  });
  await mutate('updateCartItem', documents.UpdateCartItemDocument, {
    id: cartId,
    item: { skuId: buyableSku, quantity: 2 },
    ...cartMarket,
  });
  await mutate('setCartPromoCode', documents.SetCartPromoCodeDocument, {
    id: cartId,
    promoCode: 'HEMMA10',
    ...cartMarket,
  });
  await query('getCart', documents.GetCartDocument, { id: cartId, ...cartMarket });
  const address = {
    firstName: 'Stina',
    lastName: 'Berg',
    addressLine1: 'Storgatan 1',
    zip: channel.zip,
    city: channel.city,
    country: channel.country,
  };
  const checkout = await mutate<documents.CreateOrUpdateCheckoutMutation>(
    'createOrUpdateCheckout',
    documents.CreateOrUpdateCheckoutDocument,
    {
      cartId,
      checkout: { email, shippingAddress: address, billingAddress: address },
      ...cartMarket,
    },
  );
  const shippingId = checkout.createOrUpdateCheckout?.shippingOptions?.[0]?.id;
  const paymentId = checkout.createOrUpdateCheckout?.paymentOptions?.[0]?.id;
  const order = await mutate<documents.PlaceOrderMutation>(
    'placeOrder',
    documents.PlaceOrderDocument,
    {
      cartId,
      checkout: {
        email,
        shippingId,
        paymentId,
        shippingAddress: address,
        billingAddress: address,
        acceptedConsents: ['termsOfPurchase'],
      },
      ...cartMarket,
    },
  );
  await query('getUser', documents.GetUserDocument);
  await mutate('updateUser', documents.UpdateUserDocument, {
    user: { address, newsletter: true, gender: 'UNSPECIFIED', customerType: 'PERSON' },
  });
  const orders = await query<documents.GetOrdersQuery>('getOrders', documents.GetOrdersDocument);
  const orderId = orders.getOrders?.[0]?.id;
  if (orderId) await query('getOrder', documents.GetOrderDocument, { orderId });
  // The filled cart is what a story shows by default; the new, empty cart stays as a second state.
  recorded.getCart?.reverse();
  if (order.placeOrder?.publicId) {
    await query('checkout', documents.CheckoutDocument, {
      id: order.placeOrder.publicId,
      cartId,
      paymentType: 'STANDARD',
    });
  }
  await mutate('subscribeToNewsletter', documents.SubscribeToNewsletterDocument, { email });
  await mutate('monitorProductAvailability', documents.MonitorProductAvailabilityDocument, {
    email,
    skuId: buyableSku,
  });
  await mutate('postProductReview', documents.PostProductReviewDocument, {
    alias: products[0]?.alias,
    rating: 5,
    comment: channel.key === 'se' ? 'Skön och stabil.' : 'Comfortable and sturdy.',
    author: 'Stina',
  });
  await mutate('requestPasswordReset', documents.RequestPasswordResetDocument, { email });
  const { data: second } = await client.query({
    query: documents.GetCartDocument,
    variables: { id: '', ...cartMarket },
    fetchPolicy: 'no-cache',
  });
  const secondCart = second?.getCart?.id;
  if (!secondCart) throw new Error('The API gave no second cart');
  await mutate('addToCart', documents.AddToCartDocument, {
    id: secondCart,
    item: { skuId: buyableSku, quantity: 1 },
    ...cartMarket,
  });
  await mutate('completeCart', documents.CompleteCartDocument, { id: secondCart, ...cartMarket });
  return recorded;
}

await main();
