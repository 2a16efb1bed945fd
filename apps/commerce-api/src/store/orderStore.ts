import type { Stock } from '../catalog/types';
import { stockFromRow } from './catalogStore';
import type { Queryable } from '../db/database';

export interface OrderRecord {
  id: number;
  public_id: string;
  cart_id: string;
  user_id: number | null;
  email: string;
  status: string;
  market_id: string;
  language_id: string;
  channel_id: string;
  currency: string;
  doc: unknown;
}

export async function findOrderByPublicId(
  db: Queryable,
  publicId: string,
): Promise<OrderRecord | undefined> {
  const [order] = await db.query<OrderRecord>(
    'select id, public_id, cart_id, user_id, email, status, market_id, language_id, channel_id, currency, doc from orders where public_id = $1',
    [publicId],
  );
  return order;
}

/** Which purchase of its email address an order is: 1 for the first. */
export async function purchaseNumber(db: Queryable, order: OrderRecord): Promise<number> {
  const [count] = await db.query<{ count: number }>(
    'select count(*)::int as count from orders where email = $1 and id <= $2',
    [order.email, order.id],
  );
  return count?.count ?? 1;
}

export interface NewOrder {
  publicId: string;
  userId: number | null;
  /** Required by checkOrderFields before an order is placed. */
  email: string | undefined;
  cartId: string;
  channelId: string;
  marketId: string;
  languageId: string;
  currency: string;
  document: unknown;
}

/** Stores a received order; answers its internal id. */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>(
    `insert into orders (public_id, user_id, email, cart_id, status, channel_id, market_id, language_id, currency, doc, created_at, updated_at)
     values ($1, $2, $3, $4, 'received', $5, $6, $7, $8, $9::jsonb, now(), now()) returning id`,
    [
      order.publicId,
      order.userId,
      order.email,
      order.cartId,
      order.channelId,
      order.marketId,
      order.languageId,
      order.currency,
      JSON.stringify(order.document),
    ],
  );
  return row?.id;
}

/** A sku's stock, locked until the transaction ends so two orders cannot both take the last one. */
export async function lockStock(tx: Queryable, skuId: number): Promise<Stock | undefined> {
  const [row] = await tx.query<{
    sku_id: number;
    in_stock: number;
    oversellable: number;
    static_stock: number | null;
    incoming: Date | null;
  }>(
    'select sku_id, in_stock, oversellable, static_stock, incoming from sku_stock where sku_id = $1 for update',
    [skuId],
  );
  return row ? stockFromRow(row) : undefined;
}

export async function writeStock(tx: Queryable, skuId: number, stock: Stock): Promise<void> {
  await tx.query('update sku_stock set in_stock = $2, oversellable = $3 where sku_id = $1', [
    skuId,
    stock.inStock,
    stock.oversellable,
  ]);
}

/** An order as the account pages read it, with its times. */
export interface AccountOrderRecord extends OrderRecord {
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
}

const accountOrderColumns =
  'id, public_id, cart_id, email, status, channel_id, market_id, language_id, currency, doc, user_id, created_at, updated_at, completed_at';

export function ordersOfUser(db: Queryable, userId: number): Promise<AccountOrderRecord[]> {
  return db.query<AccountOrderRecord>(
    `select ${accountOrderColumns} from orders where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
}

/** An order by its public id (a random UUID), whoever it belongs to. */
export async function orderByPublicId(
  db: Queryable,
  publicId: string,
): Promise<AccountOrderRecord | undefined> {
  const [row] = await db.query<AccountOrderRecord>(
    `select ${accountOrderColumns} from orders where public_id = $1`,
    [publicId],
  );
  return row;
}

/** One order of a user, by its internal or its public id; undefined when it is not theirs. */
export async function orderOfUser(
  db: Queryable,
  order: { orderId: number } | { publicId: string },
  userId: number,
): Promise<AccountOrderRecord | undefined> {
  const [row] = await db.query<AccountOrderRecord>(
    'orderId' in order
      ? `select ${accountOrderColumns} from orders where id = $1 and user_id = $2`
      : `select ${accountOrderColumns} from orders where public_id = $1 and user_id = $2`,
    ['orderId' in order ? order.orderId : order.publicId, userId],
  );
  return row;
}
