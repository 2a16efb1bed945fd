import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientPasswordHash } from '../auth/passwords';
import { availableQuantity } from '../catalog/catalog';
import { loadTypeDefs } from '../schema/loadSchema';
import { startTestServer, TEST_API_KEY } from '../testing/startTestServer';
import { MAX_TEXT_LENGTH } from './inputLimits';
import { signChallenge } from '../testing/signChallenge';

/**
 * Issue 13: every mutation of the schema, given malformed arguments (wrong types, empty, huge
 * texts, negative numbers, unknown ids), answers with a clear GraphQL error and writes nothing.
 * The cases are generated from the schema's argument types around one valid call per mutation,
 * and row-level triggers count every write to every table around each call. A server of its own keeps
 * the other test files' writes out of the fingerprint.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Server = Awaited<ReturnType<typeof startTestServer>>;

const schema = buildSchema(loadTypeDefs());
const mutationType = schema.getMutationType();
if (!mutationType) throw new Error('The schema has no mutation type');
const mutationFields = Object.values(mutationType.getFields());

let server: Server;
let token = '';
let cartId = '';
let resetKey = '';
let skuId = 0;
let productAlias = '';
const tables: string[] = [];

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, Json> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
      token?: string;
      sign?: string;
    },
  };
}

/** The spec's login: ask with the username, sign the challenge, ask again with the hashed password. */
async function logIn(username: string, password: string): Promise<string> {
  const first = await post('/auth/login', { username });
  const signature = await signChallenge(server.url, first.body.sign);
  const answer = await post('/auth/login', {
    username,
    signature,
    password: clientPasswordHash(password),
  });
  if (!answer.body.token) throw new Error(`No token for ${username}`);
  return answer.body.token;
}

function typeText(type: GraphQLInputType): string {
  return type.toString();
}

/** The mutation with every argument as a variable, asking for __typename when it answers an object. */
function documentOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation ${field.name}${variables ? `(${variables})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

const address = {
  firstName: 'Åsa',
  lastName: 'Lind',
  addressLine1: 'Storgatan 1',
  zip: '11122',
  city: 'Stockholm',
  country: 'SE',
};

/** One valid call per mutation: the malformed cases change one value of it at a time. */
function validArguments(name: string): Record<string, Json> {
  const checkout = {
    email: 'asa@example.se',
    shippingAddress: address,
    billingAddress: address,
    acceptedConsents: ['termsOfPurchase'],
    paymentId: 1,
  };
  const valid: Record<string, Record<string, Json>> = {
    addToCart: { id: cartId, item: { skuId, quantity: 1, message: 'Gift' } },
    updateCartItem: { id: cartId, item: { skuId, quantity: 2, message: 'Gift' } },
    completeCart: { id: cartId },
    setCartPromoCode: { id: cartId, promoCode: 'HEMMA10' },
    createOrUpdateCheckout: { cartId, checkout },
    placeOrder: { cartId, checkout },
    updateUser: {
      user: {
        address,
        gender: 'WOMAN',
        newsletter: true,
        personalId: '198112189876',
        customerType: 'PERSON',
        metaData: '{}',
      },
    },
    requestPasswordReset: { email: 'kund@hemma.se' },
    commitReset: { resetKey, password: 'a-new-password-1' },
    deleteUser: {},
    subscribeToNewsletter: { email: 'asa@example.se', tags: ['sofas'] },
    monitorProductAvailability: { email: 'asa@example.se', skuId },
    postProductReview: { alias: productAlias, rating: 4, comment: 'Sits well', author: 'Åsa' },
    // Evening delivery's fee: the address of `checkout` is in Stockholm, where it is offered.
    setCartShippingFee: { cartId, shippingFee: 79 },
    cloneCart: { id: cartId, resetPromotions: false },
    setCartMerchantData: { id: cartId, merchantData: '{"source":"newsletter"}' },
    // Always refused (see alwaysRefused): the catalogue has no packages, so no line has a group.
    addPackageToCart: {
      id: cartId,
      packageId: 1,
      selections: [{ groupId: 1, optionId: 1, skuId }],
    },
    updateCartGroup: { id: cartId, item: { groupKey: 'group-1', quantity: 1 } },
  };
  const found = valid[name];
  if (!found)
    throw new Error(
      `No valid call written for the mutation ${name}: add one, so its malformed cases are generated`,
    );
  return { ...found, channelId: '1|se', marketId: 'se', languageId: 'sv-SE' };
}

/** The shop context arguments fall back to the channel's defaults when empty or unknown (Merchant API behaviour). */
const contextArguments = new Set(['channelId', 'languageId', 'marketId']);

/**
 * Values that look malformed by type but that the API documents as meaningful, so they are not
 * refusals: an empty (or blank, it is trimmed) promo code removes the code, empty checkout and user fields clear them,
 * quantity 0 removes a cart line, a shipping fee of 0 picks an option that is free for the cart (over the threshold).
 */
const meaningfulValues: Record<string, Json[]> = {
  'setCartPromoCode.promoCode': ['', '   '],
  'createOrUpdateCheckout.checkout.email': ['', '   '],
  'createOrUpdateCheckout.checkout.message': [''],
  'createOrUpdateCheckout.checkout.identityNumber': [''],
  'placeOrder.checkout.message': [''],
  'placeOrder.checkout.identityNumber': [''],
  'updateUser.user.personalId': [''],
  'updateUser.user.metaData': [''],
  'updateCartItem.item.quantity': [0],
  'updateCartItem.item.message': [''],
  'addToCart.item.message': [''],
  'setCartShippingFee.shippingFee': [0],
  'subscribeToNewsletter.tags': [[''], []],
  'createOrUpdateCheckout.checkout.acceptedConsents': [[''], []],
  // Merchant data is the merchant's opaque text: an empty one clears it.
  'setCartMerchantData.merchantData': ['', '   '],
};

/**
 * Mutations of the Merchant API that name things the shop has none of (product packages and their
 * groups): every call is refused with a clear error, the valid-looking one too.
 */
const alwaysRefused: Record<string, string> = {
  addPackageToCart: 'PACKAGE_NOT_FOUND',
  updateCartGroup: 'CART_ITEM_NOT_FOUND',
};

/** Argument names that point at something stored, and an id nothing has. */
function unknownIds(name: string): Json[] {
  if (['id', 'cartId'].includes(name))
    return ['00000000-0000-4000-8000-000000000000', 'no-such-cart'];
  if (['skuId', 'paymentId', 'shippingId', 'orderId'].includes(name)) return [987_654_321];
  if (name === 'alias') return ['no-such-product'];
  if (name === 'resetKey') return ['no-such-reset-key'];
  return [];
}

/**
 * Optional texts (address parts, messages, line ids) may be empty: the mutations merge or update,
 * and an empty value clears a field or means "not given". Required texts, and these when given,
 * must not be empty.
 */
const requiredWhenGiven = new Set(['email', 'author', 'password', 'resetKey', 'alias']);

const huge = 'ä'.repeat(MAX_TEXT_LENGTH * 20);

/** Malformed values for one argument or input field, by its type (the null case only when it is required). */
function malformedValues(
  type: GraphQLInputType,
  name: string,
  valid: Json | undefined,
): { label: string; value: Json }[] {
  const named = getNamedType(type);
  const cases: { label: string; value: Json }[] = [];
  if (isNonNullType(type)) cases.push({ label: 'missing (null)', value: null });
  const unwrapped = isNonNullType(type) ? type.ofType : type;
  if (isListType(unwrapped)) {
    cases.push({ label: 'a list of objects', value: [{ nested: true }] });
    cases.push({ label: 'a list with a huge text', value: [huge] });
    cases.push({ label: 'an empty list', value: [] });
    cases.push({ label: 'a list with an empty text', value: [''] });
    return cases;
  }
  if (isInputObjectType(named)) {
    cases.push({ label: 'a text instead of an object', value: 'not an object' });
    cases.push({
      label: 'an unknown field',
      value: { ...(valid as Record<string, Json>), noSuchField: 1 },
    });
    return cases;
  }
  if (isEnumType(named)) {
    cases.push(
      { label: 'an unknown enum value', value: 'NOT_A_VALUE' },
      { label: 'a number', value: 7 },
    );
    return cases;
  }
  switch (named.name) {
    case 'String':
    case 'ID':
      if (isNonNullType(type) || requiredWhenGiven.has(name))
        cases.push({ label: 'an empty text', value: '' }, { label: 'blank text', value: '   ' });
      cases.push({ label: `a huge text (${huge.length} characters)`, value: huge });
      cases.push({ label: 'an object', value: { text: 'x' } }, { label: 'a boolean', value: true });
      if (named.name === 'String') cases.push({ label: 'a number', value: 42 });
      break;
    case 'Int':
      cases.push(
        { label: 'negative', value: -1 },
        { label: 'very negative', value: -2_000_000_000 },
        { label: 'a fraction', value: 1.5 },
      );
      cases.push(
        { label: 'out of the 32-bit range', value: 2 ** 40 },
        { label: 'a text', value: 'seven' },
        { label: 'a numeric text', value: '3' },
      );
      break;
    case 'Decimal':
      cases.push(
        { label: 'negative', value: -5 },
        { label: 'a text', value: 'free' },
        { label: 'an object', value: { amount: 1 } },
      );
      break;
    case 'Boolean':
      cases.push({ label: 'a text', value: 'yes' }, { label: 'a number', value: 1 });
      break;
    case 'DateTime':
      cases.push(
        { label: 'not a date', value: 'next tuesday' },
        { label: 'an empty text', value: '' },
        { label: 'a number', value: 42 },
        { label: 'an object', value: { date: '2026-01-01' } },
      );
      break;
    default:
      throw new Error(`No malformed values for the type ${named.name} of ${name}`);
  }
  for (const id of unknownIds(name))
    cases.push({ label: `an unknown id (${String(id).slice(0, 40)})`, value: id });
  return cases;
}

interface MalformedCase {
  mutation: string;
  path: string;
  label: string;
  variables: Record<string, Json>;
  needsToken: boolean;
}

function withValueAt(
  variables: Record<string, Json>,
  path: string[],
  value: Json,
): Record<string, Json> {
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, Json> = { ...variables };
  copy[head] =
    rest.length === 0
      ? value
      : withValueAt(
          (variables[head] as Record<string, Json> | null | undefined) ?? {},
          rest,
          value,
        );
  return copy;
}

/** Every malformed case of one mutation: each argument, and each field of an input object argument. */
function casesOf(field: GraphQLField<unknown, unknown>): MalformedCase[] {
  const valid = validArguments(field.name);
  const needsToken = ['updateUser', 'deleteUser', 'postProductReview'].includes(field.name);
  const cases: MalformedCase[] = [];
  const visit = (
    entry: GraphQLArgument | GraphQLInputField,
    path: string[],
    validValue: Json | undefined,
  ) => {
    const key = `${field.name}.${path.join('.')}`;
    const meaningful = meaningfulValues[key] ?? [];
    for (const { label, value } of malformedValues(entry.type, entry.name, validValue)) {
      if (contextArguments.has(entry.name) && (value === '' || value === '   ')) continue;
      if (meaningful.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) continue;
      cases.push({
        mutation: field.name,
        path: path.join('.'),
        label,
        variables: withValueAt(valid, path, value),
        needsToken,
      });
    }
    const named = getNamedType(entry.type);
    if (
      isInputObjectType(named) &&
      !isListType(isNonNullType(entry.type) ? entry.type.ofType : entry.type)
    ) {
      for (const inner of Object.values(named.getFields())) {
        const innerValid = (validValue as Record<string, Json> | undefined)?.[inner.name];
        visit(inner, [...path, inner.name], innerValid);
      }
    }
  };
  for (const arg of field.args) visit(arg, [arg.name], valid[arg.name]);
  if (needsToken)
    cases.push({
      mutation: field.name,
      path: '(token)',
      label: 'no signed-in user',
      variables: valid,
      needsToken: false,
    });
  return cases;
}

/**
 * Row-level triggers on every table count the rows each statement inserts, updates or deletes;
 * a refused call rolls its transaction back, counts included. Equal counts: nothing was written.
 */
async function countWrites(): Promise<void> {
  await server.db.exec(`
    create table hardening_writes (table_name text primary key, writes bigint not null);
    create function hardening_count_write() returns trigger language plpgsql as $$
    begin
      insert into hardening_writes (table_name, writes) values (TG_TABLE_NAME, 1)
        on conflict (table_name) do update set writes = hardening_writes.writes + 1;
      return null;
    end $$;`);
  for (const table of tables)
    await server.db.exec(
      `create trigger hardening_count_write after insert or update or delete on "${table}" for each row execute function hardening_count_write()`,
    );
}

async function fingerprint(): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const row of await server.db.query<{ table_name: string; writes: string }>(
    'select table_name, writes::text from hardening_writes',
  ))
    prints[row.table_name] = row.writes;
  return prints;
}

beforeAll(async () => {
  server = await startTestServer({ copyOf: inject('dataFolders').seeded });
  for (const row of await server.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  ))
    tables.push(row.table_name);
  await countWrites();
  const sku = [...server.catalog.skusById.values()].find(
    (candidate) => availableQuantity(candidate.stock) >= 10 && candidate.stock.static === null,
  );
  if (!sku) throw new Error('No sku with stock in the seed');
  skuId = sku.skuId;
  const product = server.catalog.productsById.get(sku.productId);
  productAlias = product?.alias.sv ?? '';
  token = await logIn('kund@hemma.se', 'hemma-demo-1');
  const cart = await post('/graphql', {
    query: 'query { getCart(channelId: "1|se", marketId: "se") { id } }',
  });
  cartId = String((cart.body.data?.getCart as { id: string }).id);
  await post('/graphql', {
    query:
      'mutation($id: String!, $skuId: Int) { addToCart(id: $id, item: { skuId: $skuId, quantity: 2 }) { id } }',
    variables: { id: cartId, skuId },
  });
  await post('/graphql', {
    query: 'mutation { requestPasswordReset(email: "customer@hemma.com") }',
  });
  const [mail] = await server.db.query<{ body: string }>(
    "select body from outbox where email = 'customer@hemma.com' order by id desc limit 1",
  );
  resetKey = new URL(mail?.body ?? '', 'http://x').searchParams.get('resetKey') ?? '';
  expect(resetKey).not.toBe('');
});

afterAll(async () => {
  await server?.close();
});

/**
 * A mutation's cases in batches of at most this many calls, one test each: some mutations have over
 * 200 cases, and a test of them all took minutes on a machine shared with a browser suite.
 */
const BATCH_SIZE = 40;
const batches = mutationFields.flatMap((field) => {
  const of = Math.max(1, Math.ceil(casesOf(field).length / BATCH_SIZE));
  return Array.from({ length: of }, (_, index) => ({ name: field.name, batch: index + 1, of }));
});

describe('every mutation refuses malformed input with a clear error and writes nothing (issue 13)', () => {
  it('has a valid call and malformed cases for every Mutation field of the schema', () => {
    expect(mutationFields.length).toBeGreaterThanOrEqual(14);
    for (const field of mutationFields)
      expect(casesOf(field).length, field.name).toBeGreaterThan(5);
  });

  it.each(batches)('$name, batch $batch of $of', async ({ name, batch, of }) => {
    const field = mutationType.getFields()[name] as GraphQLField<unknown, unknown>;
    const query = documentOf(field);
    // The cases as they are now (the valid values came from beforeAll); the last batch takes all
    // that are left, so every case is called whatever the count at collection was.
    const all = casesOf(field);
    const cases = all.slice(
      (batch - 1) * BATCH_SIZE,
      batch === of ? all.length : batch * BATCH_SIZE,
    );
    const failures: string[] = [];
    let before = await fingerprint();
    for (const malformed of cases) {
      const answer = await post(
        '/graphql',
        { query, variables: malformed.variables, operationName: name },
        malformed.needsToken ? { authorization: `Bearer ${token}` } : {},
      );
      const after = await fingerprint();
      const describeCase = `${name} ${malformed.path} as ${malformed.label}`;
      const error = answer.body.errors?.[0];
      if (!error)
        failures.push(
          `${describeCase}: no error (answered ${JSON.stringify(answer.body.data).slice(0, 120)})`,
        );
      else if (!error.message.trim() || /unexpected error/i.test(error.message))
        failures.push(`${describeCase}: unclear error "${error.message.slice(0, 120)}"`);
      else if (answer.body.data?.[name] != null)
        failures.push(`${describeCase}: answered data beside the error`);
      const written = tables.filter((table) => before[table] !== after[table]);
      if (written.length > 0) failures.push(`${describeCase}: wrote to ${written.join(', ')}`);
      before = after;
    }
    console.info(
      `${name} (${batch}/${of}): ${cases.length} malformed calls, ${cases.length - failures.length} refused cleanly`,
    );
    expect(failures).toEqual([]);
  });

  // Last, so that the writes do not disturb the cases above: the refusals came from the malformed
  // value, not from a broken valid call. Ordered so each call still finds what it needs.
  it('accepts the valid call of every mutation (so the refusals above are the malformed values)', async () => {
    const order = [
      'addToCart',
      'updateCartItem',
      'setCartPromoCode',
      'setCartMerchantData',
      'cloneCart',
      'addPackageToCart',
      'updateCartGroup',
      'createOrUpdateCheckout',
      'setCartShippingFee',
      'updateUser',
      'requestPasswordReset',
      'subscribeToNewsletter',
      'monitorProductAvailability',
      'postProductReview',
      'placeOrder',
      'completeCart',
      'commitReset',
      'deleteUser',
    ];
    expect([...order].sort()).toEqual(mutationFields.map((field) => field.name).sort());
    const accepted: string[] = [];
    for (const name of order) {
      const field = mutationType.getFields()[name] as GraphQLField<unknown, unknown>;
      if (name === 'completeCart') {
        // placeOrder completed the first cart; a fresh one with a line is completed instead.
        const cart = await post('/graphql', { query: 'query { getCart { id } }' });
        cartId = String((cart.body.data?.getCart as { id: string }).id);
        await post('/graphql', {
          query:
            'mutation($id: String!, $skuId: Int) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
          variables: { id: cartId, skuId },
        });
      }
      const before = await fingerprint();
      const answer = await post(
        '/graphql',
        { query: documentOf(field), variables: validArguments(name), operationName: name },
        { authorization: `Bearer ${token}` },
      );
      if (alwaysRefused[name]) {
        expect({ name, code: answer.body.errors?.[0]?.extensions?.code }).toEqual({
          name,
          code: alwaysRefused[name],
        });
        accepted.push(name);
        continue;
      }
      expect({ name, errors: answer.body.errors }).toEqual({ name, errors: undefined });
      // The write counters see an accepted call's writes, so they would have seen a refused one's.
      const after = await fingerprint();
      expect({ name, written: tables.some((table) => before[table] !== after[table]) }).toEqual({
        name,
        written: true,
      });
      accepted.push(name);
    }
    expect(accepted).toHaveLength(mutationFields.length);
  });
});
