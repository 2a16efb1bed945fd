import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './loadSchema';
import { compareWithReference } from './referenceCompatibility';

/** The Merchant API contract lives beside the checkout (../shared/reference), never inside it. */
const referencePath = fileURLToPath(
  new URL('../../../../../shared/reference/geins-merchant-api.graphql', import.meta.url),
);
const hasReference = existsSync(referencePath);
// CI always lays shared/ beside the clone: there a missing reference fails, it never skips.
const referenceRequired = Boolean(process.env.CI);
if (!hasReference && !referenceRequired)
  console.warn(
    `SKIPPED: the Merchant API reference schema is not at ${referencePath}; the compatibility check did not run.`,
  );

const rootFields = {
  GeinsMerchantApiQuery: [
    'channel',
    'channels',
    'categories',
    'category',
    'brands',
    'listPageInfo',
    'getMenuAtLocation',
    'products',
    'product',
    'relatedProducts',
    'reviews',
    'widgetArea',
    'cmsPages',
    'getCart',
    'checkout',
    'getUser',
    'getOrders',
    'getOrder',
    'getOrderPublic',
    'validateOrderConditions',
    'validateOrderCreation',
  ],
  GeinsMerchantApiMutation: [
    'addToCart',
    'updateCartItem',
    'setCartPromoCode',
    'createOrUpdateCheckout',
    'setCartShippingFee',
    'placeOrder',
    'completeCart',
    'subscribeToNewsletter',
    'postProductReview',
    'monitorProductAvailability',
    'updateUser',
    'deleteUser',
    'requestPasswordReset',
    'commitReset',
    'addPackageToCart',
    'updateCartGroup',
    'cloneCart',
    'setCartMerchantData',
  ],
};

describe('project schema', () => {
  const schema = buildSchema(loadTypeDefs());

  it('has every root field the storefront and the official Geins SDK use, each (but channel and channels, as in the reference) taking channelId, languageId and marketId', () => {
    for (const [rootName, names] of Object.entries(rootFields)) {
      const root = schema.getType(rootName);
      if (!root || !('getFields' in root)) throw new Error(`${rootName} is missing`);
      const fields = root.getFields() as Record<string, { args: readonly { name: string }[] }>;
      expect(Object.keys(fields).sort()).toEqual([...names].sort());
      for (const name of names.filter(
        (candidate) => candidate !== 'channel' && candidate !== 'channels',
      )) {
        const argNames = fields[name]?.args.map((arg) => arg.name) ?? [];
        expect(argNames, `${rootName}.${name}`).toEqual(
          expect.arrayContaining(['channelId', 'languageId', 'marketId']),
        );
      }
    }
  });

  it.skipIf(!hasReference && !referenceRequired)(
    'is a compatible subset of the Merchant API reference schema',
    () => {
      expect(hasReference, `no Merchant API reference schema at ${referencePath}`).toBe(true);
      const problems = compareWithReference(loadTypeDefs(), readFileSync(referencePath, 'utf8'));
      expect(problems).toEqual([]);
    },
  );

  it('the compatibility check catches a renamed field, a changed argument type and a missing required argument', () => {
    const reference = `
      schema { query: Q }
      type Q { cart(id: String!, marketId: String): Cart }
      type Cart { id: String! total: Int }`;
    expect(compareWithReference(reference, reference)).toEqual([]);
    const ours = `
      schema { query: Q }
      type Q { cart(marketId: Int): Cart }
      type Cart { id: String totals: Int }`;
    expect(compareWithReference(ours, reference)).toEqual([
      'argument Q.cart(marketId) is Int here but String in the reference',
      'required argument Q.cart(id) is missing here',
      'field Cart.id is String here but String! in the reference',
      'field Cart.totals is not in the reference',
    ]);
  });
});
