import type { CheckoutOrderType, OrderType } from '../generated/resolvers';
import type { AccountOrderRecord } from '../store/orderStore';
import type { Resolvable } from './resolvable';
import type { Catalog } from '../catalog/catalog';
import { resolveContext } from '../commerce/context';
import { exVat, formatMoney, priceView, round2 } from '../commerce/money';
import type { OrderDocument } from '../commerce/orderDocument';
import { addressView, balanceView, paymentOptionView, shippingOptionView } from './cartViews';
import { productView, type ViewScope } from './views';

export interface OrderRowRecord {
  id: number;
  public_id: string;
  cart_id: string;
  email: string;
  status: string;
  channel_id: string;
  market_id: string;
  language_id: string;
  currency: string;
  doc: unknown;
  user_id?: number | null;
  created_at?: Date | string;
  updated_at?: Date | string;
  completed_at?: Date | string | null;
}

function documentOf(row: OrderRowRecord): OrderDocument {
  return (typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc) as OrderDocument;
}

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;

/** Geins's customer type ids. */
const customerTypeIds = { PERSON: 1, ORGANIZATION: 2 } as const;

/** The order as the checkout confirmation reads it (CheckoutOrderType). */
export function checkoutOrderView(
  catalog: Catalog,
  row: OrderRowRecord,
): Resolvable<CheckoutOrderType> {
  const doc = documentOf(row);
  const organization = doc.customerType === 'ORGANIZATION';
  const ex = (value: number) => exVat(value, doc.vatRate);
  return {
    orderId: String(row.id),
    transactionId: row.public_id,
    billingAddress: addressView(doc.billingAddress),
    shippingAddress: addressView(doc.shippingAddress),
    message: doc.message,
    currency: row.currency,
    campaignIds: doc.promoCode ? [`promo-${doc.promoCode}`] : [],
    campaignNames: [...new Set(doc.rows.flatMap((orderRow) => orderRow.campaignNames))],
    discountExVat: ex(doc.discountIncVat),
    discountIncVat: doc.discountIncVat,
    itemValueExVat: ex(doc.itemsIncVat),
    itemValueIncVat: doc.itemsIncVat,
    orderValueExVat: ex(doc.totalIncVat),
    orderValueIncVat: doc.totalIncVat,
    paymentFeeExVat: ex(doc.paymentFeeIncVat),
    paymentFeeIncVat: doc.paymentFeeIncVat,
    shippingFeeExVat: ex(doc.shippingFeeIncVat),
    shippingFeeIncVat: doc.shippingFeeIncVat,
    sum: doc.totalIncVat,
    // Account balances do not exist here.
    balance: 0,
    rows: doc.rows.map((orderRow) => ({
      articleNumber: orderRow.articleNumber,
      brand: orderRow.brand,
      categories: orderRow.categories,
      campaignIds:
        orderRow.campaignNames.length > 0 && doc.promoCode ? [`promo-${doc.promoCode}`] : [],
      campaignNames: orderRow.campaignNames,
      externalId: null,
      ...skuFacts(catalog, orderRow.skuId),
      discountExVat: ex(orderRow.discountIncVat),
      discountIncVat: orderRow.discountIncVat,
      discountRate:
        orderRow.unitRegularIncVat > 0
          ? round2(orderRow.discountIncVat / (orderRow.unitRegularIncVat * orderRow.quantity))
          : 0,
      imageUrl: orderRow.imageFileName ? `/images/product/640/${orderRow.imageFileName}` : null,
      message: null,
      name: orderRow.name,
      quantity: orderRow.quantity,
      sku: orderRow.articleNumber,
      variant: orderRow.variant,
      priceExVat: ex(orderRow.unitSellingIncVat),
      priceIncVat: orderRow.unitSellingIncVat,
      productId: orderRow.productId,
      productUrl: orderRow.productUrl,
      productPriceCampaignId: null,
      productPriceListId: null,
      currency: row.currency,
    })),
    marketId: row.market_id,
    externalOrderId: null,
    status: row.status,
    // Not kept with orders: the API stores no client IP address or user agent.
    ipAddress: null,
    userAgent: null,
    languageId: row.language_id,
    promoCode: doc.promoCode,
    customerId: row.user_id ?? 0,
    customerTypeId: customerTypeIds[doc.customerType],
    // The checkout does not ask for one.
    gender: 'UNKNOWN',
    personalId: organization ? null : doc.identityNumber || null,
    organizationNumber: organization ? doc.identityNumber || null : null,
    metaData: doc.merchantData ?? null,
    // Customer groups do not exist here.
    customerGroupId: 0,
    paymentId: doc.paymentId,
    shippingId: doc.shippingId,
    pickupPoint: doc.pickupPoint ?? null,
    desiredDeliveryDate: doc.desiredDeliveryDate ?? null,
    customerOrderNumber: doc.customerOrderNumber ?? null,
    goodsLabel: doc.goodsLabel ?? null,
  };
}

/** A row's GTIN, dimensions (mm) and weight (g) from the catalogue; 0 for a sku no longer in it. */
function skuFacts(catalog: Catalog, skuId: number) {
  const sku = catalog.skusById.get(skuId);
  return {
    gtin: sku?.gtin ?? null,
    height: sku?.dimensions.height ?? 0,
    length: sku?.dimensions.length ?? 0,
    width: sku?.dimensions.width ?? 0,
    weight: sku?.weight ?? 0,
  };
}

/** The order in the account's order history (OrderType), priced as it was bought. */
/** An order of the account pages: every one has been created, so its reservation date is known. */
export function orderView(catalog: Catalog, row: AccountOrderRecord): Resolvable<OrderType> {
  const doc = documentOf(row);
  const context = resolveContext(catalog, {
    channelId: row.channel_id,
    marketId: row.market_id,
    languageId: row.language_id,
  });
  const scope: ViewScope = { catalog, context };
  const money = (value: number) => priceView(value, value, context);
  const itemsRegular = round2(
    doc.rows.reduce((sum, orderRow) => sum + orderRow.unitRegularIncVat * orderRow.quantity, 0),
  );
  const shipping = catalog.data.shippingOptions.find((option) => option.id === doc.shippingId);
  const payment = catalog.data.paymentOptions.find((option) => option.id === doc.paymentId);
  const vat = round2(doc.totalIncVat - exVat(doc.totalIncVat, doc.vatRate));
  const shipped = row.status === 'processing' || row.status === 'completed';
  return {
    id: row.id,
    customerId: row.user_id ?? null,
    createdAt: iso(row.created_at),
    completedAt: iso(row.completed_at),
    updatedAt: iso(row.updated_at),
    currency: row.currency,
    desiredDeliveryDate: doc.desiredDeliveryDate ?? null,
    customerOrderNumber: doc.customerOrderNumber ?? null,
    goodsLabel: doc.goodsLabel ?? null,
    message: doc.message,
    status: row.status,
    publicId: row.public_id,
    billingAddress: addressView(doc.billingAddress),
    shippingAddress: addressView(doc.shippingAddress),
    // Refunds are not modelled: no order is ever refunded here.
    refunds: [],
    discount: money(doc.discountIncVat),
    orderTotal: priceView(doc.totalIncVat, round2(doc.totalIncVat + doc.discountIncVat), context),
    paymentFee: money(doc.paymentFeeIncVat),
    shippingFee: money(doc.shippingFeeIncVat),
    vat: money(vat),
    fromBalance: 0,
    fromBalanceFormatted: formatMoney(0, context),
    paymentDetails: [
      {
        id: row.id,
        paymentId: doc.paymentId,
        transactionId: row.public_id,
        displayName: doc.paymentName,
        name: payment?.name ?? '',
        isPaid: row.status === 'completed',
        paymentDate: row.status === 'completed' ? iso(row.completed_at) : null,
        paymentFee: doc.paymentFeeIncVat,
        paymentOption: payment?.name ?? null,
        reservationDate: new Date(row.created_at).toISOString(),
        reservationNumber: row.public_id.slice(0, 8).toUpperCase(),
        shippingFee: doc.shippingFeeIncVat,
        total: doc.totalIncVat,
      },
    ],
    // The simulated carrier has a parcel number but no tracking site: a link to a made-up domain
    // would send a shopper nowhere, so trackingLink stays null (the contract allows it).
    shippingDetails: shipped
      ? [
          {
            id: row.id,
            name: doc.shippingName,
            parcelNumber: `HM${String(row.id).padStart(8, '0')}SE`,
            shippingDate: iso(row.updated_at),
            shippingId: doc.shippingId,
            trackingLink: null,
          },
        ]
      : [],
    cart: {
      id: row.cart_id,
      isCompleted: true,
      promoCode: doc.promoCode,
      freeShipping: false,
      fixedDiscount: doc.fixedDiscountIncVat,
      merchantData: doc.merchantData ?? null,
      appliedCampaigns: [],
      items: doc.rows.map((orderRow, index) => {
        const product = catalog.productsById.get(orderRow.productId);
        return {
          id: String(index + 1),
          skuId: orderRow.skuId,
          quantity: orderRow.quantity,
          message: null,
          isCampaignFreeGift: false,
          groupKey: null,
          productPackage: null,
          product: product ? () => productView(scope, product) : null,
          unitPrice: priceView(orderRow.unitSellingIncVat, orderRow.unitRegularIncVat, context),
          totalPrice: priceView(
            orderRow.totalIncVat,
            orderRow.unitRegularIncVat * orderRow.quantity,
            context,
          ),
          campaign: null,
        };
      }),
      summary: {
        total: priceView(doc.totalIncVat, round2(doc.totalIncVat + doc.discountIncVat), context),
        subTotal: priceView(doc.itemsIncVat, itemsRegular, context),
        vats: [{ rate: doc.vatRate, amount: vat }],
        fees: {
          paymentFeeIncVat: doc.paymentFeeIncVat,
          paymentFeeExVat: exVat(doc.paymentFeeIncVat, doc.vatRate),
          shippingFeeIncVat: doc.shippingFeeIncVat,
          shippingFeeExVat: exVat(doc.shippingFeeIncVat, doc.vatRate),
        },
        balance: balanceView(scope, doc.totalIncVat),
        fixedAmountDiscountIncVat: doc.fixedDiscountIncVat,
        fixedAmountDiscountExVat: exVat(doc.fixedDiscountIncVat, doc.vatRate),
        shipping: shipping
          ? shippingOptionView(scope, shipping, doc.shippingFeeIncVat, 0, true)
          : null,
        payment: payment ? paymentOptionView(scope, payment, true) : null,
      },
    },
  };
}
