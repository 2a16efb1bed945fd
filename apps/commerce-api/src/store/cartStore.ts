import { randomUUID } from 'node:crypto';
import type { CartState, CheckoutState } from '../commerce/cartMath';
import type { ShopContext } from '../commerce/context';
import type { Database, Queryable } from '../db/database';
import { userError } from '../errors';

interface CartItemRow {
  id: number;
  sku_id: number;
  quantity: number;
  message: string | null;
}

interface CartRow {
  id: string;
  channel_id: string;
  market_id: string;
  language_id: string;
  promo_code: string | null;
  is_completed: boolean;
  checkout: CheckoutState | string;
}

/** Carts in the database; every change to one cart runs alone (in-process queue plus a row lock). */
export class CartStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Database) {}

  /** One query: the cart row with its lines as JSON, locked for the transaction when asked. */
  async load(id: string, q: Queryable = this.db, lock = false): Promise<CartState | null> {
    const [row] = await q.query<CartRow & { items: CartItemRow[] | string }>(
      `select id, channel_id, market_id, language_id, promo_code, is_completed, checkout,
         coalesce((select json_agg(json_build_object('id', i.id, 'sku_id', i.sku_id, 'quantity', i.quantity, 'message', i.message) order by i.id)
                   from cart_items i where i.cart_id = carts.id), '[]'::json) as items
       from carts where id = $1${lock ? ' for update' : ''}`,
      [id],
    );
    if (!row) return null;
    const items =
      typeof row.items === 'string' ? (JSON.parse(row.items) as CartItemRow[]) : row.items;
    return {
      id: row.id,
      channelId: row.channel_id,
      marketId: row.market_id,
      languageId: row.language_id,
      promoCode: row.promo_code,
      isCompleted: row.is_completed,
      checkout:
        typeof row.checkout === 'string'
          ? (JSON.parse(row.checkout) as CheckoutState)
          : row.checkout,
      items: items.map((item) => ({
        id: item.id,
        skuId: item.sku_id,
        quantity: item.quantity,
        message: item.message,
      })),
    };
  }

  async create(context: ShopContext): Promise<CartState> {
    const id = randomUUID();
    await this.db.query(
      'insert into carts (id, channel_id, market_id, language_id) values ($1, $2, $3, $4)',
      [id, context.channel.id, context.market.id, context.languageId],
    );
    return {
      id,
      channelId: context.channel.id,
      marketId: context.market.id,
      languageId: context.languageId,
      promoCode: null,
      isCompleted: false,
      checkout: {},
      items: [],
    };
  }

  /**
   * Runs one change to a cart in a transaction, after every earlier change to the same cart has
   * finished; an error rolls the whole change back. Answers the cart as it is afterwards.
   */
  mutate<T>(
    id: string,
    work: (tx: Queryable, cart: CartState) => Promise<T>,
    context?: ShopContext,
  ): Promise<{ result: T; cart: CartState }> {
    if (!id.trim()) throw userError('A cart id is required', 'BAD_USER_INPUT', { field: 'id' });
    const previous = this.queues.get(id) ?? Promise.resolve();
    const run = previous.then(
      () => this.transact(id, work, context),
      () => this.transact(id, work, context),
    );
    this.queues.set(id, run);
    const release = () => {
      if (this.queues.get(id) === run) this.queues.delete(id);
    };
    run.then(release, release);
    return run;
  }

  private transact<T>(
    id: string,
    work: (tx: Queryable, cart: CartState) => Promise<T>,
    context?: ShopContext,
  ) {
    return this.db.transaction(async (tx) => {
      const cart = await this.load(id, tx, true);
      if (!cart) throw userError(`No cart with id ${id}`, 'CART_NOT_FOUND', { cartId: id });
      if (cart.isCompleted)
        throw userError('The cart is completed and can no longer change', 'CART_COMPLETED', {
          cartId: id,
        });
      const result = await work(tx, cart);
      // The cart follows the channel, market and language it was last changed in.
      if (context)
        await tx.query(
          'update carts set updated_at = now(), channel_id = $2, market_id = $3, language_id = $4 where id = $1',
          [id, context.channel.id, context.market.id, context.languageId],
        );
      else await tx.query('update carts set updated_at = now() where id = $1', [id]);
      return { result, cart: (await this.load(id, tx)) as CartState };
    });
  }
}

// The changes a cart mutation makes, each inside the transaction CartStore.mutate hands it.

export async function insertCartLine(
  tx: Queryable,
  cartId: string,
  line: { skuId: number; quantity: number; message: string | null },
): Promise<void> {
  await tx.query(
    'insert into cart_items (cart_id, sku_id, quantity, message) values ($1, $2, $3, $4)',
    [cartId, line.skuId, line.quantity, line.message],
  );
}

/** Adds to a line's quantity; a message given replaces the line's, none keeps it. */
export async function increaseCartLine(
  tx: Queryable,
  lineId: number,
  by: number,
  message: string | null,
): Promise<void> {
  await tx.query(
    'update cart_items set quantity = quantity + $2, message = coalesce($3, message) where id = $1',
    [lineId, by, message],
  );
}

/** Sets a line's quantity; a message given replaces the line's, none keeps it. */
export async function setCartLineQuantity(
  tx: Queryable,
  lineId: number,
  quantity: number,
  message: string | null,
): Promise<void> {
  await tx.query(
    'update cart_items set quantity = $2, message = coalesce($3, message) where id = $1',
    [lineId, quantity, message],
  );
}

export async function deleteCartLine(tx: Queryable, lineId: number): Promise<void> {
  await tx.query('delete from cart_items where id = $1', [lineId]);
}

export async function setCartPromoCode(
  tx: Queryable,
  cartId: string,
  promoCode: string | null,
): Promise<void> {
  await tx.query('update carts set promo_code = $2 where id = $1', [cartId, promoCode]);
}

export async function setCartCheckout(
  tx: Queryable,
  cartId: string,
  checkout: CheckoutState,
): Promise<void> {
  await tx.query('update carts set checkout = $2::jsonb where id = $1', [
    cartId,
    JSON.stringify(checkout),
  ]);
}

/** A completed cart can no longer change; an order keeps the checkout it was placed with. */
export async function markCartCompleted(
  tx: Queryable,
  cartId: string,
  checkout?: CheckoutState,
): Promise<void> {
  if (checkout)
    await tx.query('update carts set is_completed = true, checkout = $2::jsonb where id = $1', [
      cartId,
      JSON.stringify(checkout),
    ]);
  else await tx.query('update carts set is_completed = true where id = $1', [cartId]);
}
