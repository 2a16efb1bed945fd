import type {
  AddressInputType as AddressInput,
  CartItemInputType as CartItemInput,
  CheckoutInputType as CheckoutInput,
  CheckoutType,
} from '../generated/resolvers';
import { randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import { availableQuantity, type Catalog } from '../catalog/catalog';
import type { Stock } from '../catalog/types';
import {
  checkPromoCode,
  computeCart,
  shippingOptionsFor,
  type Address,
  type CartState,
  type CheckoutState,
} from '../commerce/cartMath';
import { resolveContext, type ContextArgs } from '../commerce/context';
import { orderDocument } from '../commerce/orderDocument';
import { isBlockedCustomer, isPaymentDenied } from '../commerce/paymentProvider';
import { isValidPersonalId } from '../commerce/personalId';
import { postalCodeFormats } from '../commerce/shopRules';
import { requireEmail, userError } from '../errors';
import {
  deleteCartLine,
  increaseCartLine,
  insertCartLine,
  markCartCompleted,
  setCartCheckout,
  setCartLineQuantity,
  setCartPromoCode,
} from '../store/cartStore';
import {
  findOrderByPublicId,
  insertOrder,
  lockStock,
  purchaseNumber,
  writeStock,
  type OrderRecord,
} from '../store/orderStore';
import { addressView, cartView, paymentOptionView, shippingOptionView } from './cartViews';
import type { GraphQLContext } from './graphqlContext';
import type { Resolvable } from './resolvable';
import { checkoutOrderView } from './orderViews';
import type { ViewScope } from './views';

type Args<T = object> = T & ContextArgs;

export const TERMS_CONSENT = 'termsOfPurchase';
export const MAX_LINE_QUANTITY = 999;

function cartScope(
  catalog: Catalog,
  args: ContextArgs,
  cart: Pick<CartState, 'channelId' | 'marketId' | 'languageId'>,
): ViewScope {
  return {
    catalog,
    context: resolveContext(catalog, {
      channelId: args.channelId ?? cart.channelId,
      marketId: args.marketId ?? cart.marketId,
      languageId: args.languageId ?? cart.languageId,
    }),
  };
}

/** The context a mutation asks for, when it names one; the cart then moves to it. */
function requestContext(catalog: Catalog, args: ContextArgs) {
  return args.channelId || args.marketId || args.languageId
    ? resolveContext(catalog, args)
    : undefined;
}

function requireQuantity(quantity: number, minimum: number): void {
  if (!Number.isInteger(quantity) || quantity < minimum || quantity > MAX_LINE_QUANTITY)
    throw userError(
      `Quantity must be a whole number from ${minimum} to ${MAX_LINE_QUANTITY}`,
      'BAD_USER_INPUT',
      { field: 'quantity' },
    );
}

/** The spec's stock messages: 'Only {stock} left', and 'already {quantity} in cart' when the cart holds some. */
function checkStock(stock: Stock, wanted: number, alreadyInCart: number, skuId: number): void {
  const available = availableQuantity(stock);
  if (wanted + alreadyInCart <= available) return;
  if (available === 0)
    throw userError('The product is out of stock', 'OUT_OF_STOCK', { skuId, stock: 0 });
  if (alreadyInCart > 0)
    throw userError(
      `Only ${available} left, already ${alreadyInCart} in cart`,
      'QUANTITY_THRESHOLD_REACHED',
      { skuId, stock: available, quantity: alreadyInCart },
    );
  throw userError(`Only ${available} left`, 'NOT_ENOUGH_STOCK', { skuId, stock: available });
}

function cleanAddress(
  input: AddressInput | null | undefined,
  previous: Address | undefined,
): Address | undefined {
  if (!input) return previous;
  const merged = { ...(previous ?? {}) } as Record<string, string>;
  for (const [key, value] of Object.entries(input))
    if (value !== null && value !== undefined) merged[key] = String(value).trim();
  if (merged.country) merged.country = merged.country.toUpperCase();
  return addressView(merged) ?? undefined;
}

function mergeCheckout(
  previous: CheckoutState,
  input: CheckoutInput | null | undefined,
): CheckoutState {
  if (!input) return previous;
  if (input.externalShippingFee != null && !(input.externalShippingFee >= 0))
    throw userError('The shipping fee must be zero or more', 'BAD_USER_INPUT', {
      field: 'checkout.externalShippingFee',
    });
  const next: CheckoutState = { ...previous };
  if (input.email != null) next.email = input.email.trim() === '' ? '' : requireEmail(input.email);
  if (input.identityNumber != null) next.identityNumber = input.identityNumber.trim();
  if (input.message != null) next.message = input.message;
  if (input.customerType != null) next.customerType = input.customerType;
  // An explicit null clears the saved choice (left out, the choice stays): the API then selects
  // the address's default again, so a new postal code never has to be guessed a valid option for.
  // Ids start at 1; the official SDK sends 0 for "none chosen yet", which clears the choice too.
  if (input.shippingId === null || input.shippingId === 0) delete next.shippingId;
  else if (input.shippingId !== undefined) next.shippingId = input.shippingId;
  if (input.paymentId === null || input.paymentId === 0) delete next.paymentId;
  else if (input.paymentId !== undefined) next.paymentId = input.paymentId;
  for (const field of [
    'pickupPoint',
    'customerOrderNumber',
    'goodsLabel',
    'merchantData',
  ] as const) {
    const value = input[field];
    if (value != null) next[field] = value.trim();
  }
  // DateTime has parsed it already (an ISO string or a Date, depending on the scalar's path).
  if (input.desiredDeliveryDate != null)
    next.desiredDeliveryDate = new Date(input.desiredDeliveryDate).toISOString();
  if (input.acceptedConsents != null)
    next.acceptedConsents = input.acceptedConsents.filter((consent): consent is string =>
      Boolean(consent),
    );
  const shippingAddress = cleanAddress(input.shippingAddress, previous.shippingAddress);
  const billingAddress = cleanAddress(input.billingAddress, previous.billingAddress);
  if (shippingAddress) next.shippingAddress = shippingAddress;
  if (billingAddress) next.billingAddress = billingAddress;
  return next;
}

/** Shipping and payment become available once a country and a postal code are known (spec section 5). */
function validateCheckout(scope: ViewScope, checkout: CheckoutState) {
  const { catalog, context } = scope;
  const address = checkout.shippingAddress;
  const country = address?.country ?? '';
  const zip = address?.zip ?? '';
  if (country && !postalCodeFormats[country])
    throw userError(`We do not ship to ${country}`, 'NO_SHIPPING_OPTIONS', {
      field: 'shippingAddress.country',
    });
  if (country && !context.market.virtual && country !== context.market.countryCode)
    throw userError(
      `The address must be in ${context.market.countryName[context.lang]}`,
      'INVALID_FIELDS',
      { fields: ['shippingAddress.country'] },
    );
  const ready = Boolean(country && zip);
  const shippingOptions = ready ? shippingOptionsFor(catalog, country, zip) : [];
  if (ready && shippingOptions.length === 0)
    throw userError('There are no shipping options for the postal code', 'NO_SHIPPING_OPTIONS', {
      field: 'shippingAddress.zip',
    });
  if (
    checkout.shippingId != null &&
    ready &&
    !shippingOptions.some((option) => option.id === checkout.shippingId)
  )
    throw userError(
      'The shipping option is not available for the address',
      'INVALID_SHIPPING_OPTION',
      { field: 'shippingId' },
    );
  if (
    checkout.paymentId != null &&
    !catalog.data.paymentOptions.some((option) => option.id === checkout.paymentId)
  )
    throw userError('Unknown payment option', 'INVALID_PAYMENT_OPTION', { field: 'paymentId' });
  return { ready, shippingOptions };
}

function checkoutView(scope: ViewScope, cart: CartState): Resolvable<CheckoutType> {
  const { ready, shippingOptions } = validateCheckout(scope, cart.checkout);
  const computed = computeCart(scope.catalog, scope.context, cart);
  const selectedShipping = computed.shipping?.option.id;
  return {
    email: cart.checkout.email ?? null,
    identityNumber: cart.checkout.identityNumber ?? null,
    cart: cartView(scope, cart, computed),
    billingAddress: addressView(cart.checkout.billingAddress),
    shippingAddress: addressView(cart.checkout.shippingAddress),
    shippingOptions: shippingOptions.map((option) => {
      const probe = computeCart(scope.catalog, scope.context, {
        ...cart,
        checkout: { ...cart.checkout, shippingId: option.id },
      });
      return shippingOptionView(
        scope,
        option,
        probe.shipping?.fee ?? option.fee[scope.context.currency.code],
        probe.shipping?.amountLeftToFreeShipping ?? 0,
        option.id === selectedShipping,
      );
    }),
    paymentOptions: ready
      ? scope.catalog.data.paymentOptions.map((option) =>
          paymentOptionView(scope, option, option.id === computed.payment.option.id),
        )
      : [],
    // The Merchant API retired its consent module; consents are sent as acceptedConsents.
    consents: [],
    // No external shipping provider here, so no widget data.
    shippingData: null,
    checkoutStatus: isBlockedCustomer(cart.checkout.email) ? 'CUSTOMER_BLACKLISTED' : 'OK',
  };
}

/**
 * Whether an order can be placed: the checks of placeOrder before it takes any stock, and the stock
 * as it is now (placeOrder checks it again under a lock). Throws the error placeOrder would answer.
 */
function checkOrderCanBePlaced(
  scope: ViewScope,
  cart: CartState,
  checkout: CheckoutState,
  userEmail: string | undefined,
): void {
  if (cart.isCompleted)
    throw userError('The cart is completed and can no longer change', 'CART_COMPLETED', {
      cartId: cart.id,
    });
  checkOrderFields(scope, cart, checkout);
  checkCustomerAndStock(scope, cart, [checkout.email, userEmail]);
}

/** A cart with lines, a complete address and email, the terms accepted, shipping and payment that fit. */
function checkOrderFields(scope: ViewScope, cart: CartState, checkout: CheckoutState): void {
  if (cart.items.length === 0)
    throw userError('The cart is empty', 'CART_EMPTY', { cartId: cart.id });
  const address = checkout.shippingAddress;
  const missing = [
    ...(checkout.email ? [] : ['email']),
    ...requiredAddressFields
      .filter((field) => !address?.[field])
      .map((field) => `shippingAddress.${field}`),
  ];
  if (missing.length > 0)
    throw userError(
      'Make sure all fields are valid before you place your order',
      'INVALID_FIELDS',
      { fields: missing },
    );
  // The checkout form's rule (spec section 5): a private person with a Swedish address may give a
  // personal ID, and one given must be valid. A company's identityNumber is its organization ID.
  const identityNumber = checkout.identityNumber?.trim() ?? '';
  if (
    identityNumber !== '' &&
    checkout.customerType !== 'ORGANIZATION' &&
    address?.country === 'SE' &&
    !isValidPersonalId(identityNumber)
  )
    throw userError('You have to enter a valid personal ID number', 'INVALID_FIELDS', {
      fields: ['identityNumber'],
    });
  if (!checkout.acceptedConsents?.includes(TERMS_CONSENT))
    throw userError('The terms of purchase must be accepted', 'TERMS_NOT_ACCEPTED', {
      field: 'acceptedConsents',
    });
  validateCheckout(scope, checkout);
}

/** The (simulated) payment provider's blocked customers, and whether every line is still in stock. */
function checkCustomerAndStock(
  scope: ViewScope,
  cart: CartState,
  emails: (string | null | undefined)[],
): void {
  if (emails.some((email) => isBlockedCustomer(email ?? undefined)))
    throw userError('The payment provider has blocked the customer', 'CUSTOMER_BLACKLISTED', {
      field: 'email',
    });
  for (const line of cart.items) {
    const sku = scope.catalog.skusById.get(line.skuId);
    if (!sku)
      throw userError(`No sku with id ${line.skuId}`, 'SKU_NOT_FOUND', { skuId: line.skuId });
    if (availableQuantity(sku.stock) < line.quantity)
      throw userError('A product in the cart is out of stock, review the cart', 'OUT_OF_STOCK', {
        skuId: line.skuId,
        stock: availableQuantity(sku.stock),
      });
  }
}

/** A validation answer: the error a placeOrder would answer becomes { isValid: false, message }. */
function validity(check: () => void): { isValid: boolean; message: string | null } {
  try {
    check();
    return { isValid: true, message: null };
  } catch (error) {
    if (error instanceof Error && 'extensions' in error)
      return { isValid: false, message: error.message };
    throw error;
  }
}

async function requireCart(carts: GraphQLContext['carts'], id: string): Promise<CartState> {
  if (!id.trim()) throw userError('A cart id is required', 'BAD_USER_INPUT', { field: 'cartId' });
  const cart = await carts.load(id);
  if (!cart) throw userError(`No cart with id ${id}`, 'CART_NOT_FOUND', { cartId: id });
  return cart;
}

const requiredAddressFields: (keyof Address)[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'zip',
  'city',
  'country',
];

/** Whether the query's own text names the argument (a variable left out or null still counts). */
function namesArgument(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.arguments ?? []).some((argument) => argument.name.value === name),
  );
}

/** The read rule of checkout(id, cartId): see the resolver. */
async function mayReadConfirmation(
  order: OrderRecord,
  args: { cartId?: string | null },
  context: GraphQLContext,
  info: GraphQLResolveInfo,
): Promise<boolean> {
  if (!namesArgument(info, 'cartId')) return true;
  if (args.cartId && args.cartId === order.cart_id) return true;
  return order.user_id !== null && (await context.optionalUser())?.userId === order.user_id;
}

export const cartQueries = {
  getCart: async (
    _: unknown,
    args: Args<{ id?: string | null; includeCompleted?: boolean | null }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const existing = args.id ? await carts.load(args.id) : null;
    const cart =
      existing && (!existing.isCompleted || args.includeCompleted)
        ? existing
        : await carts.create(resolveContext(catalog, args));
    return cartView(cartScope(catalog, args, cart), cart);
  },
  /**
   * An order's confirmation, by its public id only (a random v4 UUID; the sequential internal id finds
   * nothing). As in the Merchant API, the public id alone is enough (the official SDK's
   * checkout.summary names no cart). A query that names a `cartId` asks for the confirmation page's
   * stricter rule, whatever its value: the order shows only to that cart (the one it was placed
   * from) or to its owner's token, so the shop's page, which always names this browser's placed-order
   * cart (null when it has none), shows nothing to someone who only has the link. Anyone else gets
   * the same NOT_FOUND as for an order that does not exist.
   */
  checkout: async (
    _: unknown,
    args: Args<{ id: string; cartId?: string | null; paymentType: string }>,
    context: GraphQLContext,
    info: GraphQLResolveInfo,
  ) => {
    const { catalog, db, carts } = context;
    if (!args.id.trim())
      throw userError('An order id is required', 'BAD_USER_INPUT', { field: 'id' });
    const order = await findOrderByPublicId(db, args.id);
    if (!order || !(await mayReadConfirmation(order, args, context, info)))
      throw userError(`No order ${args.id}`, 'NOT_FOUND', { field: 'id' });
    const cart = await carts.load(order.cart_id);
    const scope = cartScope(catalog, args, {
      channelId: order.channel_id,
      marketId: order.market_id,
      languageId: order.language_id,
    });
    return {
      htmlSnippet: null,
      newCheckoutSession: false,
      completed: true,
      nthPurchase: await purchaseNumber(db, order),
      order: checkoutOrderView(catalog, order),
      cart: cart ? cartView(scope, cart) : null,
    };
  },
  validateOrderConditions: async (
    _: unknown,
    args: Args<{ cartId: string; email?: string | null }>,
    context: GraphQLContext,
  ) => {
    const cart = await requireCart(context.carts, args.cartId);
    const scope = cartScope(context.catalog, args, cart);
    const user = await context.optionalUser();
    return validity(() => {
      if (cart.isCompleted)
        throw userError('The cart is completed and can no longer change', 'CART_COMPLETED', {
          cartId: cart.id,
        });
      if (cart.items.length === 0)
        throw userError('The cart is empty', 'CART_EMPTY', { cartId: cart.id });
      checkCustomerAndStock(scope, cart, [args.email, user?.email]);
    });
  },
  validateOrderCreation: async (
    _: unknown,
    args: Args<{ cartId: string; checkout: CheckoutInput }>,
    context: GraphQLContext,
  ) => {
    const cart = await requireCart(context.carts, args.cartId);
    const scope = cartScope(context.catalog, args, cart);
    const user = await context.optionalUser();
    const answer = validity(() =>
      checkOrderCanBePlaced(scope, cart, mergeCheckout(cart.checkout, args.checkout), user?.email),
    );
    return { ...answer, memberType: user ? 'Member' : null };
  },
};

export const cartMutations = {
  /** Product packages are a Merchant API feature the catalogue does not use: no package id exists. */
  addPackageToCart: async (
    _: unknown,
    args: Args<{ id: string; packageId: number }>,
    { carts }: GraphQLContext,
  ) => {
    await carts.mutate(args.id, async () => {
      throw userError(`No product package with id ${args.packageId}`, 'PACKAGE_NOT_FOUND', {
        field: 'packageId',
      });
    });
    return null;
  },
  /** Only package lines carry a group key, and there are no packages: every key names no line. */
  updateCartGroup: async (
    _: unknown,
    args: Args<{ id: string; item: { groupKey?: string | null; quantity: number } }>,
    { carts }: GraphQLContext,
  ) => {
    requireQuantity(args.item.quantity, 0);
    await carts.mutate(args.id, async () => {
      throw userError('The cart has no such group', 'CART_ITEM_NOT_FOUND', {
        field: 'item.groupKey',
      });
    });
    return null;
  },
  /**
   * A new cart with the lines of another (a completed one too: "buy again"), in its channel, market
   * and language, with its promo code unless resetPromotions. A line takes what is in stock now: a
   * sku sold out since is left out rather than failing the whole copy.
   */
  cloneCart: async (
    _: unknown,
    args: Args<{ id: string; resetPromotions?: boolean | null }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const source = await requireCart(carts, args.id);
    const context = resolveContext(catalog, {
      channelId: args.channelId ?? source.channelId,
      marketId: args.marketId ?? source.marketId,
      languageId: args.languageId ?? source.languageId,
    });
    const created = await carts.create(context);
    const { cart } = await carts.mutate(created.id, async (tx, current) => {
      for (const line of source.items) {
        const sku = catalog.skusById.get(line.skuId);
        const quantity = Math.min(line.quantity, sku ? availableQuantity(sku.stock) : 0);
        if (quantity > 0)
          await insertCartLine(tx, current.id, {
            skuId: line.skuId,
            quantity,
            message: line.message,
          });
      }
      if (source.promoCode && !args.resetPromotions)
        await setCartPromoCode(tx, current.id, source.promoCode);
    });
    return cartView(cartScope(catalog, args, cart), cart);
  },
  setCartMerchantData: async (
    _: unknown,
    args: Args<{ id: string; merchantData: string }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const { cart } = await carts.mutate(args.id, async (tx, current) => {
      await setCartCheckout(tx, current.id, {
        ...current.checkout,
        merchantData: args.merchantData,
      });
    });
    return cartView(cartScope(catalog, args, cart), cart);
  },
  addToCart: async (
    _: unknown,
    args: Args<{ id: string; item: CartItemInput }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const { skuId, id: lineId, quantity, message } = args.item;
    requireQuantity(quantity, 1);
    if (skuId == null)
      throw userError('A skuId is required', 'BAD_USER_INPUT', { field: 'item.skuId' });
    const sku = catalog.skusById.get(skuId);
    if (!sku) throw userError(`No sku with id ${skuId}`, 'SKU_NOT_FOUND', { skuId });
    const { cart } = await carts.mutate(
      args.id,
      async (tx, current) => {
        const line = current.items.find((item) => item.skuId === skuId);
        // A line id is optional here; when given it must name this cart's line of the same sku.
        if (lineId && String(line?.id) !== lineId)
          throw userError('The cart has no such line', 'CART_ITEM_NOT_FOUND', { field: 'item.id' });
        checkStock(sku.stock, quantity, line?.quantity ?? 0, skuId);
        if (line) await increaseCartLine(tx, line.id, quantity, message ?? null);
        else await insertCartLine(tx, current.id, { skuId, quantity, message: message ?? null });
      },
      requestContext(catalog, args),
    );
    return cartView(cartScope(catalog, args, cart), cart);
  },
  updateCartItem: async (
    _: unknown,
    args: Args<{ id: string; item: CartItemInput }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const { skuId, id: lineId, quantity, message } = args.item;
    requireQuantity(quantity, 0);
    if (skuId == null && !lineId)
      throw userError('Give the cart line id or a skuId', 'BAD_USER_INPUT', { field: 'item.id' });
    const { cart } = await carts.mutate(args.id, async (tx, current) => {
      const line = current.items.find((item) =>
        lineId ? String(item.id) === lineId : item.skuId === skuId,
      );
      if (!line)
        throw userError('The cart has no such line', 'CART_ITEM_NOT_FOUND', {
          field: lineId ? 'item.id' : 'item.skuId',
        });
      if (quantity === 0) {
        await deleteCartLine(tx, line.id);
        return;
      }
      const sku = catalog.skusById.get(line.skuId);
      if (sku && quantity > line.quantity) checkStock(sku.stock, quantity, 0, line.skuId);
      await setCartLineQuantity(tx, line.id, quantity, message ?? null);
    });
    return cartView(cartScope(catalog, args, cart), cart);
  },
  completeCart: async (
    _: unknown,
    args: Args<{ id: string }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const { cart } = await carts.mutate(args.id, async (tx, current) => {
      if (current.items.length === 0)
        throw userError('An empty cart cannot be completed', 'CART_EMPTY', { cartId: current.id });
      await markCartCompleted(tx, current.id);
    });
    return cartView(cartScope(catalog, args, cart), cart);
  },
  setCartPromoCode: async (
    _: unknown,
    args: Args<{ id: string; promoCode: string }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const code = args.promoCode.trim().toUpperCase();
    const { cart } = await carts.mutate(args.id, async (tx, current) => {
      if (code) {
        const scope = cartScope(catalog, args, current);
        const check = checkPromoCode(
          catalog,
          scope.context,
          code,
          computeCart(catalog, scope.context, { ...current, promoCode: null }).lines,
        );
        if (!check.ok)
          throw check.code === 'PROMO_CODE_NOT_VALID'
            ? userError('The promo code is not valid', check.code, { field: 'promoCode' })
            : userError('The requirements of the promo code are not met', check.code, {
                field: 'promoCode',
              });
      }
      await setCartPromoCode(tx, current.id, code || null);
    });
    return cartView(cartScope(catalog, args, cart), cart);
  },
  createOrUpdateCheckout: async (
    _: unknown,
    args: Args<{ cartId: string; checkout?: CheckoutInput | null }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    const { cart } = await carts.mutate(
      args.cartId,
      async (tx, current) => {
        const scope = cartScope(catalog, args, current);
        const checkout = mergeCheckout(current.checkout, args.checkout);
        validateCheckout(scope, checkout);
        await setCartCheckout(tx, current.id, checkout);
      },
      requestContext(catalog, args),
    );
    return checkoutView(cartScope(catalog, args, cart), cart);
  },
  /**
   * An external checkout reports the shipping fee it showed; the fee is never taken as a price. It
   * must be what one of the cart's offered shipping options costs (as the API computes it, free
   * shipping included), and that option is then selected; any other amount is refused.
   */
  setCartShippingFee: async (
    _: unknown,
    args: Args<{ cartId: string; shippingFee: number }>,
    { catalog, carts }: GraphQLContext,
  ) => {
    if (!Number.isFinite(args.shippingFee) || args.shippingFee < 0)
      throw userError('The shipping fee must be zero or more', 'BAD_USER_INPUT', {
        field: 'shippingFee',
      });
    const { cart } = await carts.mutate(args.cartId, async (tx, current) => {
      const scope = cartScope(catalog, args, current);
      const { shippingOptions } = validateCheckout(scope, current.checkout);
      const feeOf = (id: number) =>
        computeCart(catalog, scope.context, {
          ...current,
          checkout: { ...current.checkout, shippingId: id },
        }).shipping?.fee;
      const matching = shippingOptions.filter((option) => feeOf(option.id) === args.shippingFee);
      // The current choice wins when several options cost the same.
      const chosen =
        matching.find((option) => option.id === current.checkout.shippingId) ?? matching[0];
      if (!chosen)
        throw userError(
          'The shipping fee must be the fee of an offered shipping option',
          'SHIPPING_FEE_NOT_OFFERED',
          {
            field: 'shippingFee',
            offeredFees: shippingOptions.map((option) => feeOf(option.id) ?? null),
          },
        );
      await setCartCheckout(tx, current.id, { ...current.checkout, shippingId: chosen.id });
    });
    return checkoutView(cartScope(catalog, args, cart), cart);
  },
  placeOrder: async (
    _: unknown,
    args: Args<{ cartId: string; checkout: CheckoutInput }>,
    context: GraphQLContext,
  ) => {
    const { catalog, carts } = context;
    const user = await context.optionalUser();
    const changedStock: { skuId: number; stock: Stock }[] = [];
    const { result } = await carts.mutate(args.cartId, async (tx, current) => {
      const scope = cartScope(catalog, args, current);
      const checkout = mergeCheckout(current.checkout, args.checkout);
      checkOrderFields(scope, current, checkout);
      // The (simulated) payment provider's test customers, before any stock is taken.
      if (isBlockedCustomer(checkout.email) || isBlockedCustomer(user?.email))
        throw userError('The payment provider has blocked the customer', 'CUSTOMER_BLACKLISTED', {
          field: 'email',
        });
      if (isPaymentDenied(checkout.email))
        throw userError('The payment provider could not create the order', 'PAYMENT_FAILED', {
          paymentId: checkout.paymentId ?? null,
        });
      for (const line of current.items) {
        const stock = await lockStock(tx, line.skuId);
        if (!stock)
          throw userError(`No sku with id ${line.skuId}`, 'SKU_NOT_FOUND', { skuId: line.skuId });
        if (availableQuantity(stock) < line.quantity)
          throw userError(
            'A product in the cart is out of stock, review the cart',
            'OUT_OF_STOCK',
            { skuId: line.skuId, stock: availableQuantity(stock) },
          );
        if (stock.static === null) {
          const fromShelf = Math.min(stock.inStock, line.quantity);
          const next = {
            ...stock,
            inStock: stock.inStock - fromShelf,
            oversellable: stock.oversellable - (line.quantity - fromShelf),
          };
          await writeStock(tx, line.skuId, next);
          changedStock.push({ skuId: line.skuId, stock: next });
        }
      }
      const computed = computeCart(catalog, scope.context, { ...current, checkout });
      const publicId = randomUUID();
      const orderId = await insertOrder(tx, {
        publicId,
        userId: user?.userId ?? null,
        email: checkout.email,
        cartId: current.id,
        channelId: scope.context.channel.id,
        marketId: scope.context.market.id,
        languageId: scope.context.languageId,
        currency: scope.context.currency.code,
        document: orderDocument(catalog, scope.context, computed, checkout),
      });
      await markCartCompleted(tx, current.id, checkout);
      return {
        orderId: String(orderId),
        publicId,
        status: 'received',
        redirectUrl: `/checkout/confirm?orderId=${publicId}`,
      };
    });
    for (const { skuId, stock } of changedStock) catalog.setStock(skuId, stock);
    return result;
  },
};
