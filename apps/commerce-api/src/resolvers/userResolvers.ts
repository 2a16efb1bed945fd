import type { UserInputType as UserInput, UserType } from '../generated/resolvers';
import { randomBytes } from 'node:crypto';
import { clientPasswordHash, hashForStorage, isClientPasswordHash } from '../auth/passwords';
import type { ContextArgs } from '../commerce/context';
import { resolveContext } from '../commerce/context';
import { formatMoney } from '../commerce/money';
import { isValidPersonalId } from '../commerce/personalId';
import { requireEmail, userError } from '../errors';
import { orderByPublicId, ordersOfUser, orderOfUser } from '../store/orderStore';
import { queueMail } from '../store/outboxStore';
import {
  insertPasswordReset,
  lockValidReset,
  markResetUsed,
  voidResets,
} from '../store/passwordResetStore';
import { monitorAvailability, subscribeToNewsletter } from '../store/subscriptionStore';
import {
  deleteUser,
  findUser,
  setPasswordHash,
  updateProfile,
  userIdByEmail,
  type UserRecord,
} from '../store/userStore';
import { addPendingReview } from '../store/reviewStore';
import { addressView } from './cartViews';
import type { GraphQLContext } from './graphqlContext';
import type { Resolvable } from './resolvable';
import { channelView } from './catalogResolvers';
import { orderView } from './orderViews';

type Args<T = object> = T & ContextArgs;

export const PASSWORD_MIN_LENGTH = 7;
export const RESET_KEY_LIFETIME_HOURS = 24;
/** The link a sign-up's confirmation mail carries (GET, with ?token=): the API's, see server.ts. */
export const CONFIRM_SIGN_UP_PATH = '/subscriptions/confirm';
const genders = ['UNSET', 'UNSPECIFIED', 'WOMAN', 'MAN'];

async function loadUser(context: GraphQLContext): Promise<UserRecord> {
  const user = await context.requireUser();
  const row = await findUser(context.db, user.userId);
  if (!row) throw userError('The account no longer exists; log in again', 'UNAUTHENTICATED');
  return row;
}

function userView(
  context: GraphQLContext,
  args: ContextArgs,
  row: UserRecord,
  balances: { currency: string; amount: number }[],
): Resolvable<UserType> {
  const shop = resolveContext(context.catalog, args);
  return {
    id: row.id,
    email: row.email,
    address: addressView(
      typeof row.address === 'string' ? JSON.parse(row.address) : (row.address as object),
    ),
    gender: row.gender,
    customerType: row.customer_type,
    newsletter: row.newsletter,
    personalId: row.personal_id,
    memberType: 'Member',
    memberId: row.id,
    balances: balances.map((balance) => ({
      currency: balance.currency,
      amount: balance.amount,
      amountFormatted: formatMoney(balance.amount, {
        languageId: shop.languageId,
        currency:
          context.catalog.data.currencies.find((c) => c.code === balance.currency) ?? shop.currency,
      }),
    })),
    metaData: row.meta_data,
    // Users are not restricted to channels or markets here: each may use every one.
    availableChannels: context.catalog.data.channels.map((channel) => ({
      channelId: channel.id,
      availableMarkets: channelView(context.catalog, channel.id)?.markets ?? [],
    })),
  };
}

export const userQueries = {
  getUser: async (_: unknown, args: Args, context: GraphQLContext) => {
    const row = await loadUser(context);
    return userView(context, args, row, [
      { currency: resolveContext(context.catalog, args).currency.code, amount: 0 },
    ]);
  },
  getOrders: async (_: unknown, _args: Args, context: GraphQLContext) => {
    const user = await context.requireUser();
    const rows = await ordersOfUser(context.db, user.userId);
    return rows.map((row) => orderView(context.catalog, row));
  },
  getOrder: async (_: unknown, args: Args<{ orderId: number }>, context: GraphQLContext) => {
    const user = await context.requireUser();
    const row = await orderOfUser(context.db, { orderId: args.orderId }, user.userId);
    if (!row)
      throw userError(`No order ${args.orderId} in your account`, 'NOT_FOUND', {
        field: 'orderId',
      });
    return orderView(context.catalog, row);
  },
  /**
   * An order by its public id, the random v4 UUID that placeOrder answers. As in the Merchant API the
   * id alone is enough (the official SDK's order.get sends no token): it cannot be guessed or
   * counted, and the sequential internal id finds nothing here. An unknown id is NOT_FOUND.
   */
  getOrderPublic: async (
    _: unknown,
    args: Args<{ publicOrderId: string }>,
    context: GraphQLContext,
  ) => {
    const row = await orderByPublicId(context.db, args.publicOrderId);
    if (!row)
      throw userError(`No order ${args.publicOrderId}`, 'NOT_FOUND', { field: 'publicOrderId' });
    return orderView(context.catalog, row);
  },
};

export const userMutations = {
  updateUser: async (_: unknown, args: Args<{ user: UserInput }>, context: GraphQLContext) => {
    const current = await loadUser(context);
    const input = args.user;
    if (input.personalId && !isValidPersonalId(input.personalId))
      throw userError('The personal ID is not valid', 'INVALID_FIELDS', { fields: ['personalId'] });
    if (input.gender && !genders.includes(input.gender))
      throw userError('Unknown gender', 'BAD_USER_INPUT', { field: 'gender' });
    const previousAddress = (
      typeof current.address === 'string' ? JSON.parse(current.address) : current.address
    ) as Record<string, string>;
    const address = { ...previousAddress };
    for (const [key, value] of Object.entries(input.address ?? {}))
      if (value !== null && value !== undefined) address[key] = String(value).trim();
    const row = await updateProfile(context.db, current.id, {
      address,
      gender: input.gender ?? null,
      newsletter: input.newsletter ?? null,
      personalId: input.personalId ?? null,
      customerType: input.customerType ?? null,
      metaData: input.metaData ?? null,
    });
    return userView(context, args, row as UserRecord, [
      { currency: resolveContext(context.catalog, args).currency.code, amount: 0 },
    ]);
  },
  deleteUser: async (_: unknown, _args: Args, context: GraphQLContext) => {
    const user = await loadUser(context);
    await deleteUser(context.db, user.id);
    return true;
  },
  requestPasswordReset: async (
    _: unknown,
    args: Args<{ email: string }>,
    { db }: GraphQLContext,
  ) => {
    const email = requireEmail(args.email);
    const userId = await userIdByEmail(db, email);
    // The answer is the same whether or not an account exists, so addresses cannot be probed.
    if (userId !== undefined) {
      const key = randomBytes(24).toString('base64url');
      await db.transaction(async (tx) => {
        await insertPasswordReset(tx, key, userId, RESET_KEY_LIFETIME_HOURS);
        await queueMail(tx, {
          email,
          subject: 'Reset your password',
          body: `/account/reset-password?resetKey=${key}`,
        });
      });
    }
    return true;
  },
  commitReset: async (
    _: unknown,
    args: Args<{ resetKey: string; password: string }>,
    { db, passwordSalt }: GraphQLContext,
  ) => {
    const hashed = isClientPasswordHash(args.password);
    if (!hashed && args.password.length < PASSWORD_MIN_LENGTH)
      throw userError('password too weak', 'PASSWORD_TOO_WEAK', { field: 'password' });
    return db.transaction(async (tx) => {
      const resetUserId = await lockValidReset(tx, args.resetKey);
      if (resetUserId === undefined)
        throw userError(
          'The password reset link has expired, request a new one',
          'RESET_KEY_EXPIRED',
          { field: 'resetKey' },
        );
      const clientHash = hashed ? args.password : clientPasswordHash(args.password, passwordSalt);
      // The new password ends every session and token of the account (setPasswordHash moves its
      // token generation on), and no other reset key stays usable.
      await setPasswordHash(tx, resetUserId, hashForStorage(clientHash));
      await markResetUsed(tx, args.resetKey);
      await voidResets(tx, resetUserId);
      return true;
    });
  },
  subscribeToNewsletter: async (
    _: unknown,
    args: Args<{ email: string; tags?: (string | null)[] | null }>,
    { db, catalog }: GraphQLContext,
  ) => {
    const email = requireEmail(args.email);
    const { channel } = resolveContext(catalog, args);
    // Double opt-in: the sign-up waits for the address to confirm it from the mail.
    await db.transaction(async (tx) => {
      const { confirmationToken } = await subscribeToNewsletter(tx, {
        email,
        channelId: channel.id,
        tags: (args.tags ?? []).filter((tag): tag is string => Boolean(tag)),
      });
      if (confirmationToken)
        await queueMail(tx, {
          email,
          subject: 'Confirm your newsletter subscription',
          body: `${CONFIRM_SIGN_UP_PATH}?token=${confirmationToken}`,
        });
    });
    return true;
  },
  monitorProductAvailability: async (
    _: unknown,
    args: Args<{ email: string; skuId: number }>,
    { db, catalog }: GraphQLContext,
  ) => {
    const email = requireEmail(args.email);
    if (!catalog.skusById.has(args.skuId))
      throw userError(`No sku with id ${args.skuId}`, 'SKU_NOT_FOUND', { skuId: args.skuId });
    const { channel } = resolveContext(catalog, args);
    await db.transaction(async (tx) => {
      const { confirmationToken } = await monitorAvailability(tx, {
        email,
        skuId: args.skuId,
        channelId: channel.id,
      });
      if (confirmationToken)
        await queueMail(tx, {
          email,
          subject: 'Confirm your back-in-stock alert',
          body: `${CONFIRM_SIGN_UP_PATH}?token=${confirmationToken}`,
        });
    });
    return true;
  },
  postProductReview: async (
    _: unknown,
    args: Args<{ alias: string; rating?: number | null; comment?: string | null; author: string }>,
    context: GraphQLContext,
  ) => {
    const user = await context.optionalUser();
    if (!user)
      throw userError('You need to log in to be able to write a review', 'UNAUTHENTICATED');
    const product = context.catalog.product(args.alias);
    if (!product)
      throw userError(`No product with alias ${args.alias}`, 'NOT_FOUND', { field: 'alias' });
    if (args.rating == null || !Number.isInteger(args.rating) || args.rating < 1 || args.rating > 5)
      throw userError('Please use stars to rate the product', 'RATING_REQUIRED', {
        field: 'rating',
      });
    const missing = [
      ...(args.author.trim() ? [] : ['author']),
      ...(args.comment?.trim() ? [] : ['comment']),
    ];
    if (missing.length > 0)
      throw userError('This field is required', 'INVALID_FIELDS', { fields: missing });
    await addPendingReview(context.db, {
      productId: product.productId,
      userId: user.userId,
      author: args.author.trim(),
      rating: args.rating,
      comment: (args.comment ?? '').trim(),
    });
    return true;
  },
};
