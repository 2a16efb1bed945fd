import { randomUUID } from 'node:crypto';
import { Catalog } from '../catalog/catalog';
import { clientPasswordHash, GEINS_PASSWORD_SALT, hashForStorage } from '../auth/passwords';
import { computeCart, type Address, type CheckoutState } from '../commerce/cartMath';
import { resolveContext } from '../commerce/context';
import { orderDocument } from '../commerce/orderDocument';
import { loadCatalog, saveCatalog } from '../store/catalogStore';
import type { Database, Queryable } from '../db/database';
import { addDays, SEED_BASE_DATE } from '../catalog/catalogDates';
import { SEED, SEED_VERSION } from './constants';
import { generateCatalog } from './generateCatalog';
import { createRandom } from '../catalog/random';

/**
 * The demo accounts, with the password the README publishes: seeded, with their orders, only when
 * demo data is asked for (outside production, or SEED_DEMO_ACCOUNTS=1), never by `pnpm start`.
 */
export const demoUsers = [
  {
    email: 'kund@hemma.se',
    password: 'hemma-demo-1',
    channelId: '1|se',
    marketId: 'se',
    languageId: 'sv-SE',
  },
  {
    email: 'customer@hemma.com',
    password: 'hemma-demo-1',
    channelId: '3|com',
    marketId: 'eu',
    languageId: 'en-US',
  },
] as const;

export interface SeedOptions {
  /** The salt clients hash passwords with (the demo accounts' passwords are stored hashed with it). */
  passwordSalt?: string;
  /** Seed the demo accounts and their orders (config `demoData`); a start that asks for them on a data folder without them adds them. */
  demoData: boolean;
}

const reviewAuthors = [
  'Anna',
  'Erik',
  'Maria',
  'Johan',
  'Sara',
  'Lars',
  'Emma',
  'Oskar',
  'Karin',
  'Peter',
  'Linnea',
  'Mikael',
];
const reviewComments: Record<number, string[]> = {
  5: [
    'Helt fantastisk, precis som på bilden.',
    'Superb quality, we love it.',
    'Snabb leverans och fin kvalitet.',
    'Exactly what our living room needed.',
  ],
  4: [
    'Mycket bra, lite mörkare färg än väntat.',
    'Very good, assembly took a while.',
    'Fin och stabil.',
    'Good value for money.',
  ],
  3: ['Okej, men lite mindre än jag trodde.', 'Decent, the colour differs from the photo.'],
  2: ['Tyget nopprar sig efter en månad.', 'Arrived with a scratch, customer service helped.'],
  1: ['Inte vad jag förväntade mig.', 'Disappointed with the finish.'],
};

function address(
  firstName: string,
  lastName: string,
  street: string,
  zip: string,
  city: string,
  country: string,
): Address {
  return {
    firstName,
    lastName,
    addressLine1: street,
    addressLine2: '',
    addressLine3: '',
    entryCode: '',
    careOf: '',
    city,
    state: '',
    country,
    zip,
    company: '',
    mobile: '0701234567',
    phone: '',
  };
}

/**
 * Creates the shop on first start; a data folder seeded by an older seed version gets the new
 * catalogue. Demo accounts and their orders are added when asked for and not there yet.
 */
export async function seedIfNeeded(
  db: Database,
  { passwordSalt = GEINS_PASSWORD_SALT, demoData }: SeedOptions,
): Promise<'seeded' | 'reseeded' | 'kept'> {
  const [row] = await db.query<{ value: string }>(
    `select value from meta where key = 'seed_version'`,
  );
  const demoMissing = async (tx: Queryable) =>
    demoData &&
    (await tx.query('select 1 from users where email = $1', [demoUsers[0].email])).length === 0;
  if (row?.value === SEED_VERSION) {
    if (await demoMissing(db)) {
      const catalog = await loadCatalog(db);
      await db.transaction((tx) => seedDemoData(tx, catalog, passwordSalt));
    }
    return 'kept';
  }
  const data = generateCatalog();
  await db.transaction(async (tx) => {
    await saveCatalog(tx, data);
    const catalog = new Catalog(data);
    if (!row) await seedReviews(tx, catalog);
    if (await demoMissing(tx)) await seedDemoData(tx, catalog, passwordSalt);
    await tx.query(
      `insert into meta (key, value) values ('seed_version', $1) on conflict (key) do update set value = excluded.value`,
      [SEED_VERSION],
    );
  });
  return row ? 'reseeded' : 'seeded';
}

async function seedReviews(tx: Queryable, catalog: Catalog): Promise<void> {
  const random = createRandom(SEED + 1);
  const reviews: unknown[] = [];
  for (const product of catalog.data.products) {
    if (!random.chance(0.6)) continue;
    for (let n = random.int(1, 6); n > 0; n -= 1) {
      const rating = random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
      reviews.push({
        product_id: product.productId,
        author: random.pick(reviewAuthors),
        rating,
        comment: random.pick(reviewComments[rating] ?? []),
        review_date: `${addDays(SEED_BASE_DATE, -random.int(1, 300))}T12:00:00.000Z`,
        status: 'accepted',
      });
    }
  }
  for (const product of random.sample(catalog.data.products, 8))
    reviews.push({
      product_id: product.productId,
      author: 'Pending Reviewer',
      rating: 3,
      comment: 'Waiting for acceptance.',
      review_date: `${SEED_BASE_DATE}T08:00:00.000Z`,
      status: 'pending',
    });
  await tx.query(
    `insert into reviews (product_id, author, rating, comment, review_date, status)
     select product_id, author, rating, comment, review_date, status
     from jsonb_to_recordset($1::jsonb) as x(product_id int, author text, rating int, comment text, review_date timestamptz, status text)`,
    [JSON.stringify(reviews)],
  );
}

/**
 * The demo accounts, each with an order in every status. Every id is random (orders' public ids
 * and the carts they name): a public id is all the Merchant API asks to read an order.
 */
async function seedDemoData(tx: Queryable, catalog: Catalog, passwordSalt: string): Promise<void> {
  const random = createRandom(SEED + 2);
  const statuses = ['received', 'processing', 'completed', 'cancelled'] as const;
  for (const user of demoUsers) {
    const isSwedish = user.channelId === '1|se';
    const home = isSwedish
      ? address('Karin', 'Lund', 'Storgatan 1', '114 51', 'Stockholm', 'SE')
      : address('Emma', 'Clark', 'Keizersgracht 12', '1015 CS', 'Amsterdam', 'NL');
    const [created] = await tx.query<{ id: number }>(
      `insert into users (email, password_hash, address, gender, customer_type, newsletter, created_at)
       values ($1, $2, $3::jsonb, 'WOMAN', 'PERSON', true, $4) returning id`,
      [
        user.email,
        hashForStorage(clientPasswordHash(user.password, passwordSalt)),
        JSON.stringify(home),
        `${addDays(SEED_BASE_DATE, -200)}T10:00:00.000Z`,
      ],
    );
    const context = resolveContext(catalog, user);
    for (const [index, status] of statuses.entries()) {
      const cartId = randomUUID();
      const skus = random.sample(
        catalog.data.skus.filter((sku) => sku.stock.inStock > 5),
        random.int(1, 3),
      );
      const checkout: CheckoutState = {
        email: user.email,
        shippingAddress: home,
        billingAddress: home,
        shippingId: isSwedish ? 1 : 5,
        paymentId: (index % 4) + 1,
        acceptedConsents: ['termsOfPurchase'],
      };
      const computed = computeCart(catalog, context, {
        id: cartId,
        channelId: user.channelId,
        marketId: context.market.id,
        languageId: context.languageId,
        promoCode: index === 2 ? 'HEMMA10' : null,
        isCompleted: true,
        checkout,
        items: skus.map((sku, line) => ({
          id: line + 1,
          skuId: sku.skuId,
          quantity: random.int(1, 2),
          message: null,
        })),
      });
      const createdAt = `${addDays(SEED_BASE_DATE, -(90 - index * 20))}T09:30:00.000Z`;
      const publicId = randomUUID();
      await tx.query(
        `insert into orders (public_id, user_id, email, cart_id, status, channel_id, market_id, language_id, currency, doc, created_at, updated_at, completed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $11, $12)`,
        [
          publicId,
          created?.id,
          user.email,
          cartId,
          status,
          user.channelId,
          context.market.id,
          context.languageId,
          context.currency.code,
          JSON.stringify(orderDocument(catalog, context, computed, checkout)),
          createdAt,
          status === 'completed'
            ? `${addDays(SEED_BASE_DATE, -(88 - index * 20))}T15:00:00.000Z`
            : null,
        ],
      );
    }
  }
}
