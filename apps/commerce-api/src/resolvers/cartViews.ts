import type { PaymentOptionType } from '../generated/resolvers';
import type { Resolvable } from './resolvable';
import type { PaymentOption, ShippingOption } from '../catalog/types';
import type { Address, CartState, ComputedCart } from '../commerce/cartMath';
import { computeCart } from '../commerce/cartMath';
import { exVat, formatMoney, priceView, round2 } from '../commerce/money';
import { campaignRuleView, productView, type ViewScope } from './views';

export function shippingOptionView(
  scope: ViewScope,
  option: ShippingOption,
  fee: number,
  amountLeft: number,
  selected: boolean,
) {
  const { context } = scope;
  const rate = context.market.vatRate;
  return {
    id: option.id,
    name: option.name,
    displayName: option.displayName[context.lang],
    feeIncVat: fee,
    feeExVat: exVat(fee, rate),
    isDefault: option.isDefault,
    isSelected: selected,
    externalId: null,
    shippingData: null,
    amountLeftToFreeShipping: amountLeft,
    logo: option.logo,
    subOptions: [],
    amountLeftToFreeShippingFormatted: formatMoney(amountLeft, context),
    feeIncVatFormatted: formatMoney(fee, context),
    feeExVatFormatted: formatMoney(exVat(fee, rate), context),
  };
}

export function paymentOptionView(
  scope: ViewScope,
  option: PaymentOption,
  selected: boolean,
): Resolvable<PaymentOptionType> {
  const { context } = scope;
  const fee = option.fee[context.currency.code];
  return {
    id: option.id,
    name: option.name,
    displayName: option.displayName[context.lang],
    logo: option.logo,
    feeIncVat: fee,
    feeExVat: exVat(fee, context.market.vatRate),
    isDefault: option.isDefault,
    isSelected: selected,
    paymentType: 'STANDARD',
    checkoutType: 'STANDARD',
    paymentData: null,
    newCheckoutSession: false,
    feeIncVatFormatted: formatMoney(fee, context),
    feeExVatFormatted: formatMoney(exVat(fee, context.market.vatRate), context),
  };
}

function promoRule(scope: ViewScope, computed: ComputedCart) {
  const promo = computed.promo;
  if (!promo) return [];
  return [
    {
      campaignId: `promo-${promo.code}`,
      name: promo.name[scope.context.lang],
      hideTitle: false,
      ruleType: 'PROMO_CODE',
      category: null,
      action:
        promo.percentage > 0 ? 'PERCENTAGE' : promo.freeShipping ? 'FREE_SHIPPING' : 'FIXED_AMOUNT',
      actionValue: String(
        promo.percentage > 0 ? promo.percentage : promo.fixedAmount[scope.context.currency.code],
      ),
      canonicalUrl: null,
    },
  ];
}

/** Account balances do not exist here: nothing remains or is pending, and the totals are the cart's own. */
export function balanceView(scope: Pick<ViewScope, 'context'>, totalIncVat: number) {
  const { context } = scope;
  const totalExVat = exVat(totalIncVat, context.market.vatRate);
  return {
    remaining: 0,
    pending: 0,
    totalSellingPriceExBalanceIncVat: totalIncVat,
    totalSellingPriceExBalanceExVat: totalExVat,
    remainingFormatted: formatMoney(0, context),
    pendingFormatted: formatMoney(0, context),
    totalSellingPriceExBalanceIncVatFormatted: formatMoney(totalIncVat, context),
    totalSellingPriceExBalanceExVatFormatted: formatMoney(totalExVat, context),
  };
}

export function cartView(
  scope: ViewScope,
  cart: CartState,
  computed: ComputedCart = computeCart(scope.catalog, scope.context, cart),
) {
  const { context, catalog } = scope;
  const rate = context.market.vatRate;
  const fees = (computed.shipping?.fee ?? 0) + computed.payment.fee;
  const totalRegular = round2(computed.itemsRegular + fees);
  const total = priceView(computed.total, totalRegular, context);
  return {
    id: cart.id,
    isCompleted: cart.isCompleted,
    promoCode: cart.promoCode,
    freeShipping: computed.freeShipping,
    fixedDiscount: computed.fixedDiscount,
    merchantData: cart.checkout.merchantData ?? null,
    appliedCampaigns: promoRule(scope, computed),
    items: computed.lines.map((line) => {
      const productCampaignId = line.product.prices[context.currency.code].campaignId;
      const productCampaign = productCampaignId
        ? catalog.campaignsById.get(productCampaignId)
        : undefined;
      const applied = [
        ...(productCampaign ? [campaignRuleView(scope, productCampaign)] : []),
        ...(line.promoDiscount > 0 ? promoRule(scope, computed) : []),
      ];
      const unit = priceView(line.unitSelling, line.unitRegular, context);
      return {
        id: String(line.line.id),
        skuId: line.sku.skuId,
        quantity: line.line.quantity,
        message: line.line.message,
        isCampaignFreeGift: false,
        // The catalogue has no product packages, so no line belongs to a package group.
        groupKey: null,
        productPackage: null,
        product: () => productView(scope, line.product),
        unitPrice: unit,
        totalPrice: priceView(line.totalSelling, line.totalRegular, context),
        campaign: {
          appliedCampaigns: applied,
          prices: [
            {
              quantity: line.line.quantity,
              discount: round2(line.totalRegular - line.totalSelling),
              discountPercentage: priceView(line.totalSelling, line.totalRegular, context)
                .discountPercentage,
              price: unit,
            },
          ],
        },
      };
    }),
    summary: {
      total,
      subTotal: priceView(computed.itemsSelling, computed.itemsRegular, context),
      vats: [{ rate, amount: total.vat }],
      fees: {
        paymentFeeIncVat: computed.payment.fee,
        paymentFeeExVat: exVat(computed.payment.fee, rate),
        shippingFeeIncVat: computed.shipping?.fee ?? 0,
        shippingFeeExVat: exVat(computed.shipping?.fee ?? 0, rate),
      },
      balance: balanceView(scope, computed.total),
      fixedAmountDiscountIncVat: computed.fixedDiscount,
      fixedAmountDiscountExVat: exVat(computed.fixedDiscount, rate),
      shipping: computed.shipping
        ? shippingOptionView(
            scope,
            computed.shipping.option,
            computed.shipping.fee,
            computed.shipping.amountLeftToFreeShipping,
            true,
          )
        : null,
      payment: paymentOptionView(scope, computed.payment.option, true),
    },
  };
}

export const emptyAddress: Address = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  entryCode: '',
  careOf: '',
  city: '',
  state: '',
  country: '',
  zip: '',
  company: '',
  mobile: '',
  phone: '',
};

export function addressView(address: Partial<Address> | undefined | null): Address | null {
  return address ? { ...emptyAddress, ...address } : null;
}
