import type { Catalog } from '../catalog/catalog';
import type { Address, CheckoutState, ComputedCart } from './cartMath';
import type { ShopContext } from './context';
import { round2 } from './money';
import { productUrl } from '../catalog/urls';

export interface OrderRow {
  productId: number;
  skuId: number;
  articleNumber: string;
  name: string;
  variant: string;
  brand: string;
  categories: string[];
  quantity: number;
  unitSellingIncVat: number;
  unitRegularIncVat: number;
  totalIncVat: number;
  discountIncVat: number;
  imageFileName: string | null;
  productUrl: string;
  campaignNames: string[];
}

/** A placed order keeps a snapshot of what was bought and what it cost then. */
export interface OrderDocument {
  rows: OrderRow[];
  vatRate: number;
  itemsIncVat: number;
  discountIncVat: number;
  fixedDiscountIncVat: number;
  shippingFeeIncVat: number;
  paymentFeeIncVat: number;
  totalIncVat: number;
  promoCode: string | null;
  shippingId: number;
  shippingName: string;
  paymentId: number;
  paymentName: string;
  email: string;
  message: string;
  identityNumber: string;
  customerType: 'PERSON' | 'ORGANIZATION';
  billingAddress: Address;
  shippingAddress: Address;
  /** Absent in orders placed before these were kept. */
  pickupPoint?: string | null;
  desiredDeliveryDate?: string | null;
  customerOrderNumber?: string | null;
  goodsLabel?: string | null;
  merchantData?: string | null;
}

export function orderDocument(
  catalog: Catalog,
  context: ShopContext,
  computed: ComputedCart,
  checkout: CheckoutState,
): OrderDocument {
  const rows: OrderRow[] = computed.lines.map((line) => ({
    productId: line.product.productId,
    skuId: line.sku.skuId,
    articleNumber: line.sku.articleNumber,
    name: line.product.name[context.lang],
    variant: `${line.product.colour[context.lang]}, ${line.sku.name[context.lang]}`,
    brand: catalog.brandsById.get(line.product.brandId)?.name ?? '',
    categories: (catalog.categoryPath.get(line.product.categoryId) ?? []).map(
      (category) => category.name[context.lang],
    ),
    quantity: line.line.quantity,
    unitSellingIncVat: line.unitSelling,
    unitRegularIncVat: line.unitRegular,
    totalIncVat: line.totalSelling,
    discountIncVat: round2(line.totalRegular - line.totalSelling),
    imageFileName: line.product.images[0] ?? null,
    productUrl: productUrl(line.product, catalog.categoriesById, context.lang),
    campaignNames: computed.promo ? [computed.promo.name[context.lang]] : [],
  }));
  const shippingAddress = checkout.shippingAddress as Address;
  return {
    rows,
    vatRate: context.market.vatRate,
    itemsIncVat: computed.itemsSelling,
    discountIncVat: round2(computed.itemsRegular - computed.itemsSelling + computed.fixedDiscount),
    fixedDiscountIncVat: computed.fixedDiscount,
    shippingFeeIncVat: computed.shipping?.fee ?? 0,
    paymentFeeIncVat: computed.payment.fee,
    totalIncVat: computed.total,
    promoCode: computed.promo?.code ?? null,
    shippingId: computed.shipping?.option.id ?? 0,
    shippingName: computed.shipping?.option.displayName[context.lang] ?? '',
    paymentId: computed.payment.option.id,
    paymentName: computed.payment.option.displayName[context.lang],
    email: checkout.email ?? '',
    message: checkout.message ?? '',
    identityNumber: checkout.identityNumber ?? '',
    customerType: checkout.customerType ?? 'PERSON',
    billingAddress: checkout.billingAddress ?? shippingAddress,
    shippingAddress,
    pickupPoint: checkout.pickupPoint ?? null,
    desiredDeliveryDate: checkout.desiredDeliveryDate ?? null,
    customerOrderNumber: checkout.customerOrderNumber ?? null,
    goodsLabel: checkout.goodsLabel ?? null,
    merchantData: checkout.merchantData ?? null,
  };
}
