import type { Catalog } from '../catalog/catalog';
import type { PaymentOption, Product, PromoCode, ShippingOption, Sku } from '../catalog/types';
import { FREE_SHIPPING_THRESHOLD, postalCodeFormats } from './shopRules';
import type { ShopContext } from './context';
import { round2 } from './money';

export interface Address {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  entryCode: string;
  careOf: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  company: string;
  mobile: string;
  phone: string;
}

export interface CheckoutState {
  email?: string;
  identityNumber?: string;
  shippingId?: number;
  paymentId?: number;
  message?: string;
  customerType?: 'PERSON' | 'ORGANIZATION';
  acceptedConsents?: string[];
  shippingAddress?: Address;
  billingAddress?: Address;
  pickupPoint?: string;
  /** ISO 8601. */
  desiredDeliveryDate?: string;
  customerOrderNumber?: string;
  goodsLabel?: string;
  /**
   * The merchant's own data of the cart (setCartMerchantData, or the checkout's merchantData). It
   * lives with the checkout state, the cart's one free-form column, rather than in a new column.
   */
  merchantData?: string;
}

export interface CartLine {
  id: number;
  skuId: number;
  quantity: number;
  message: string | null;
}

export interface CartState {
  id: string;
  channelId: string;
  marketId: string;
  languageId: string;
  promoCode: string | null;
  isCompleted: boolean;
  checkout: CheckoutState;
  items: CartLine[];
}

export interface ComputedLine {
  line: CartLine;
  product: Product;
  sku: Sku;
  unitSelling: number;
  unitRegular: number;
  /** After the promo code's percentage. */
  totalSelling: number;
  totalRegular: number;
  promoDiscount: number;
}

export interface ComputedShipping {
  option: ShippingOption;
  fee: number;
  amountLeftToFreeShipping: number;
}

export interface ComputedCart {
  lines: ComputedLine[];
  promo: PromoCode | null;
  itemsSelling: number;
  itemsRegular: number;
  fixedDiscount: number;
  freeShipping: boolean;
  shipping: ComputedShipping | null;
  payment: { option: PaymentOption; fee: number };
  total: number;
}

export type PromoCheck =
  | { ok: true; promo: PromoCode }
  | { ok: false; code: 'PROMO_CODE_NOT_VALID' | 'PROMO_CODE_REQUIREMENTS_NOT_MET' };

export function checkPromoCode(
  catalog: Catalog,
  context: ShopContext,
  code: string,
  lines: Pick<ComputedLine, 'product' | 'unitSelling' | 'line'>[],
): PromoCheck {
  const promo = catalog.data.promoCodes.find(
    (candidate) => candidate.code === code.trim().toUpperCase(),
  );
  if (!promo) return { ok: false, code: 'PROMO_CODE_NOT_VALID' };
  const { minSubtotal, categoryId } = promo.requirements;
  const subtotal = lines.reduce((sum, entry) => sum + entry.unitSelling * entry.line.quantity, 0);
  if (minSubtotal && subtotal < minSubtotal[context.currency.code])
    return { ok: false, code: 'PROMO_CODE_REQUIREMENTS_NOT_MET' };
  if (
    categoryId !== undefined &&
    !lines.some((entry) => catalog.productCategoryIds.get(entry.product.productId)?.has(categoryId))
  )
    return { ok: false, code: 'PROMO_CODE_REQUIREMENTS_NOT_MET' };
  return { ok: true, promo };
}

/** Options for a country, and for a postal code when one is given (it must fit the country's format). */
export function shippingOptionsFor(
  catalog: Catalog,
  country: string,
  zip?: string,
): ShippingOption[] {
  const code = country.toUpperCase();
  if (zip !== undefined) {
    const format = postalCodeFormats[code];
    if (!format || !format.test(zip.trim())) return [];
  }
  const digits = zip?.replace(/\s/g, '') ?? '';
  return catalog.data.shippingOptions.filter((option) => {
    if (!option.countries.includes(code)) return false;
    const prefixes = option.postalPrefixes[code];
    return !zip || !prefixes || prefixes.some((prefix) => digits.startsWith(prefix));
  });
}

function defaultShipping(
  catalog: Catalog,
  context: ShopContext,
  checkout: CheckoutState,
): ShippingOption | undefined {
  const address = checkout.shippingAddress;
  const options = address?.country
    ? shippingOptionsFor(catalog, address.country, address.zip || undefined)
    : shippingOptionsFor(catalog, context.market.countryCode);
  const fallback = catalog.data.shippingOptions.find((option) => option.name === 'parcel-europe');
  const pool = options.length > 0 || address?.zip ? options : fallback ? [fallback] : [];
  return (
    pool.find((option) => option.id === checkout.shippingId) ??
    pool.find((option) => option.isDefault) ??
    pool[0]
  );
}

export function computeCart(catalog: Catalog, context: ShopContext, cart: CartState): ComputedCart {
  const currency = context.currency.code;
  const base = cart.items.flatMap((line) => {
    const sku = catalog.skusById.get(line.skuId);
    const product = sku ? catalog.productsById.get(sku.productId) : undefined;
    if (!sku || !product) return [];
    const price = product.prices[currency];
    return [{ line, product, sku, unitSelling: price.selling, unitRegular: price.regular }];
  });
  const check = cart.promoCode ? checkPromoCode(catalog, context, cart.promoCode, base) : null;
  const promo = check?.ok ? check.promo : null;
  const lines: ComputedLine[] = base.map((entry) => {
    const gross = entry.unitSelling * entry.line.quantity;
    const promoDiscount = promo ? round2((gross * promo.percentage) / 100) : 0;
    return {
      ...entry,
      totalSelling: round2(gross - promoDiscount),
      totalRegular: round2(entry.unitRegular * entry.line.quantity),
      promoDiscount,
    };
  });
  const itemsSelling = round2(lines.reduce((sum, line) => sum + line.totalSelling, 0));
  const itemsRegular = round2(lines.reduce((sum, line) => sum + line.totalRegular, 0));
  const fixedDiscount = promo ? Math.min(promo.fixedAmount[currency], itemsSelling) : 0;
  const afterDiscounts = round2(itemsSelling - fixedDiscount);
  const freeShipping = promo?.freeShipping ?? false;
  const threshold = FREE_SHIPPING_THRESHOLD[currency];
  const option = lines.length > 0 ? defaultShipping(catalog, context, cart.checkout) : undefined;
  let shipping: ComputedShipping | null = null;
  if (option) {
    const free = freeShipping || (option.freeShippingApplies && afterDiscounts >= threshold);
    const fee = free ? 0 : option.fee[currency];
    shipping = {
      option,
      fee,
      amountLeftToFreeShipping: freeShipping ? 0 : round2(Math.max(0, threshold - afterDiscounts)),
    };
  }
  const paymentOption =
    catalog.data.paymentOptions.find((candidate) => candidate.id === cart.checkout.paymentId) ??
    (catalog.data.paymentOptions.find((candidate) => candidate.isDefault) as PaymentOption);
  const paymentFee = lines.length > 0 ? paymentOption.fee[currency] : 0;
  const total = round2(afterDiscounts + (shipping?.fee ?? 0) + paymentFee);
  return {
    lines,
    promo,
    itemsSelling,
    itemsRegular,
    fixedDiscount,
    freeShipping,
    shipping,
    payment: { option: paymentOption, fee: paymentFee },
    total,
  };
}
