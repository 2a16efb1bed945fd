import { beforeAll, describe, expect, it } from 'vitest';
import { com, errorCode, gql, se } from '../testing/client';

interface Stock {
  inStock: number;
  oversellable: number;
  totalStock: number;
  static: number | null;
  incoming: string | null;
}
interface SkuInfo {
  skuId: number;
  productId: number;
  stock: Stock;
  price: number;
  categories: string[];
}

const cartFields = `id isCompleted promoCode freeShipping fixedDiscount appliedCampaigns { name }
  items { id skuId quantity unitPrice { sellingPriceIncVat } totalPrice { sellingPriceIncVat regularPriceIncVat }
    product { name primaryCategory { name } } campaign { appliedCampaigns { name } } }
  summary {
    subTotal { sellingPriceIncVat regularPriceIncVat }
    total { sellingPriceIncVat sellingPriceIncVatFormatted isDiscounted }
    fixedAmountDiscountIncVat
    shipping { id feeIncVat feeIncVatFormatted amountLeftToFreeShipping amountLeftToFreeShippingFormatted isDefault }
    payment { id feeIncVat }
  }`;

interface Cart {
  id: string;
  isCompleted: boolean;
  promoCode: string | null;
  freeShipping: boolean;
  fixedDiscount: number;
  appliedCampaigns: { name: string }[];
  items: {
    id: string;
    skuId: number;
    quantity: number;
    unitPrice: { sellingPriceIncVat: number };
    totalPrice: { sellingPriceIncVat: number; regularPriceIncVat: number };
  }[];
  summary: {
    subTotal: { sellingPriceIncVat: number; regularPriceIncVat: number };
    total: { sellingPriceIncVat: number; sellingPriceIncVatFormatted: string };
    fixedAmountDiscountIncVat: number;
    shipping: {
      id: number;
      feeIncVat: number;
      amountLeftToFreeShipping: number;
      amountLeftToFreeShippingFormatted: string;
    } | null;
    payment: { id: number; feeIncVat: number };
  };
}

const getCartQuery = `query getCart($id: String, $includeCompleted: Boolean, $channelId: String, $marketId: String, $languageId: String) {
  getCart(id: $id, includeCompleted: $includeCompleted, channelId: $channelId, marketId: $marketId, languageId: $languageId) { ${cartFields} } }`;
const addToCart = `mutation addToCart($id: String!, $item: CartItemInputType!, $channelId: String, $marketId: String, $languageId: String) {
  addToCart(id: $id, item: $item, channelId: $channelId, marketId: $marketId, languageId: $languageId) { ${cartFields} } }`;
const updateCartItem = `mutation updateCartItem($id: String!, $item: CartItemInputType!) { updateCartItem(id: $id, item: $item) { ${cartFields} } }`;
const setCartPromoCode = `mutation setCartPromoCode($id: String!, $promoCode: String!) { setCartPromoCode(id: $id, promoCode: $promoCode) { ${cartFields} } }`;
const checkoutFields = `email cart { ${cartFields} } shippingAddress { zip country city }
  shippingOptions { id name feeIncVat isSelected amountLeftToFreeShipping } paymentOptions { id name isSelected feeIncVat } checkoutStatus`;
const createOrUpdateCheckout = `mutation createOrUpdateCheckout($cartId: String!, $checkout: CheckoutInputType) {
  createOrUpdateCheckout(cartId: $cartId, checkout: $checkout) { ${checkoutFields} } }`;
const placeOrder = `mutation placeOrder($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout) { orderId publicId status redirectUrl } }`;

let skus: SkuInfo[] = [];

async function newCart(context = se): Promise<string> {
  const answer = await gql<{ getCart: Cart }>(getCartQuery, { id: '', ...context });
  return answer.data.getCart.id;
}

function findSku(predicate: (sku: SkuInfo) => boolean, skip = 0): SkuInfo {
  const found = skus.filter(predicate)[skip];
  if (!found) throw new Error('no sku matches');
  return found;
}

const plainInStock = (min: number) => (sku: SkuInfo) =>
  sku.stock.static === null && sku.stock.oversellable === 0 && sku.stock.inStock >= min;

const address = {
  firstName: 'Karin',
  lastName: 'Lund',
  addressLine1: 'Storgatan 1',
  zip: '114 51',
  city: 'Stockholm',
  country: 'SE',
};

beforeAll(async () => {
  const pages = await Promise.all(
    [0, 100, 200, 300].map((skip) =>
      gql<{
        products: {
          products: {
            productId: number;
            unitPrice: { sellingPriceIncVat: number };
            categories: { alias: string }[];
            skus: { skuId: number; stock: Stock }[];
          }[];
        };
      }>(
        `query products($skip: Int) { products(skip: $skip, take: 100, channelId: "1|se") { products { productId unitPrice { sellingPriceIncVat } categories { alias }
          skus { skuId stock { inStock oversellable totalStock static incoming } } } } }`,
        { skip },
      ),
    ),
  );
  skus = pages.flatMap((page) =>
    page.data.products.products.flatMap((product) =>
      product.skus.map((sku) => ({
        skuId: sku.skuId,
        productId: product.productId,
        stock: sku.stock,
        price: product.unitPrice.sellingPriceIncVat,
        categories: product.categories.map((category) => category.alias),
      })),
    ),
  );
});

describe('getCart', () => {
  it('creates a cart for an empty id, and for an unknown one', async () => {
    const empty = await gql<{ getCart: Cart }>(getCartQuery, { id: '' });
    expect(empty.data.getCart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(empty.data.getCart.items).toEqual([]);
    const unknown = await gql<{ getCart: Cart }>(getCartQuery, { id: 'no-such-cart' });
    expect(unknown.data.getCart.id).not.toBe('no-such-cart');
    const again = await gql<{ getCart: Cart }>(getCartQuery, { id: empty.data.getCart.id });
    expect(again.data.getCart.id).toBe(empty.data.getCart.id);
  });
});

describe('addToCart and updateCartItem', () => {
  it('adds to a line of the same sku, and updateCartItem sets the absolute quantity; 0 removes the line', async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(10));
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 2 } });
    const added = await gql<{ addToCart: Cart }>(addToCart, {
      id,
      item: { skuId: sku.skuId, quantity: 1 },
    });
    expect(added.data.addToCart.items).toHaveLength(1);
    expect(added.data.addToCart.items[0]?.quantity).toBe(3);
    expect(added.data.addToCart.items[0]?.totalPrice.sellingPriceIncVat).toBe(sku.price * 3);
    const updated = await gql<{ updateCartItem: Cart }>(updateCartItem, {
      id,
      item: { skuId: sku.skuId, quantity: 5 },
    });
    expect(updated.data.updateCartItem.items[0]?.quantity).toBe(5);
    const byLine = await gql<{ updateCartItem: Cart }>(updateCartItem, {
      id,
      item: { id: updated.data.updateCartItem.items[0]?.id, quantity: 1 },
    });
    expect(byLine.data.updateCartItem.items[0]?.quantity).toBe(1);
    const removed = await gql<{ updateCartItem: Cart }>(updateCartItem, {
      id,
      item: { skuId: sku.skuId, quantity: 0 },
    });
    expect(removed.data.updateCartItem.items).toEqual([]);
  });

  it("refuses more than stock: 'Only {stock} left'", async () => {
    const id = await newCart();
    const sku = findSku(
      (candidate) =>
        candidate.stock.static === null &&
        candidate.stock.oversellable === 0 &&
        candidate.stock.inStock >= 1 &&
        candidate.stock.inStock <= 3,
    );
    const answer = await gql(addToCart, {
      id,
      item: { skuId: sku.skuId, quantity: sku.stock.inStock + 1 },
    });
    expect(errorCode(answer)).toBe('NOT_ENOUGH_STOCK');
    expect(answer.errors?.[0]?.message).toBe(`Only ${sku.stock.inStock} left`);
    expect(answer.errors?.[0]?.extensions?.stock).toBe(sku.stock.inStock);
  });

  it("refuses at the quantity threshold: 'already {quantity} in cart', and writes nothing", async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(8));
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: sku.stock.inStock } });
    const answer = await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    expect(errorCode(answer)).toBe('QUANTITY_THRESHOLD_REACHED');
    expect(answer.errors?.[0]?.message).toBe(
      `Only ${sku.stock.inStock} left, already ${sku.stock.inStock} in cart`,
    );
    const cart = await gql<{ getCart: Cart }>(getCartQuery, { id });
    expect(cart.data.getCart.items[0]?.quantity).toBe(sku.stock.inStock);
  });

  it('refuses an out-of-stock sku, but sells oversellable, static and incoming-with-oversell stock as far as it goes', async () => {
    const id = await newCart();
    const out = findSku((candidate) => candidate.stock.totalStock === 0);
    expect(errorCode(await gql(addToCart, { id, item: { skuId: out.skuId, quantity: 1 } }))).toBe(
      'OUT_OF_STOCK',
    );
    const oversellable = findSku((candidate) => candidate.stock.oversellable > 0);
    const over = await gql<{ addToCart: Cart }>(addToCart, {
      id,
      item: { skuId: oversellable.skuId, quantity: oversellable.stock.inStock + 5 },
    });
    expect(over.errors).toBeUndefined();
    const fixed = findSku((candidate) => candidate.stock.static !== null);
    expect(
      (
        await gql(addToCart, {
          id,
          item: { skuId: fixed.skuId, quantity: fixed.stock.static ?? 0 },
        })
      ).errors,
    ).toBeUndefined();
    expect(errorCode(await gql(addToCart, { id, item: { skuId: fixed.skuId, quantity: 1 } }))).toBe(
      'QUANTITY_THRESHOLD_REACHED',
    );
  });

  it('validates its input: quantity, sku, cart and line', async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(5));
    expect(errorCode(await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 0 } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await gql(addToCart, { id, item: { quantity: 1 } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(addToCart, { id, item: { skuId: 1, quantity: 1 } }))).toBe(
      'SKU_NOT_FOUND',
    );
    expect(
      errorCode(
        await gql(addToCart, { id: 'no-such-cart', item: { skuId: sku.skuId, quantity: 1 } }),
      ),
    ).toBe('CART_NOT_FOUND');
    expect(
      errorCode(await gql(addToCart, { id: '', item: { skuId: sku.skuId, quantity: 1 } })),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await gql(updateCartItem, { id, item: { skuId: sku.skuId, quantity: 1 } })),
    ).toBe('CART_ITEM_NOT_FOUND');
    expect(
      errorCode(await gql(updateCartItem, { id, item: { skuId: sku.skuId, quantity: -1 } })),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(updateCartItem, { id, item: { quantity: 1 } }))).toBe(
      'BAD_USER_INPUT',
    );
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    const tooMany = await gql(updateCartItem, {
      id,
      item: { skuId: sku.skuId, quantity: sku.stock.inStock + 1 },
    });
    expect(tooMany.errors?.[0]?.message).toBe(`Only ${sku.stock.inStock} left`);
  });

  // Fifty, not the 200 this test once sent: the in-process database makes it CPU-bound, and 200
  // calls took 2.2 s alone but 25-30 s (over the 30 s limit) while CI's first phase ran a dozen
  // other tasks on the same two cores. Fifty take 0.6 s alone; fifty calls in flight on one cart
  // test the same queue and row lock.
  it('loses no line under 50 concurrent addToCart calls on one cart', async () => {
    const id = await newCart();
    const targets = skus.filter((candidate) => candidate.stock.totalStock > 0).slice(0, 50);
    expect(targets).toHaveLength(50);
    const addOnly =
      'mutation addToCart($id: String!, $item: CartItemInputType!) { addToCart(id: $id, item: $item) { id } }';
    const started = performance.now();
    const answers = await Promise.all(
      targets.map((sku) => gql(addOnly, { id, item: { skuId: sku.skuId, quantity: 1 } })),
    );
    console.log('50 concurrent addToCart took', Math.round(performance.now() - started), 'ms');
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    const cart = await gql<{ getCart: Cart }>(getCartQuery, { id });
    expect(cart.data.getCart.items).toHaveLength(50);
  });

  it('adds every unit of concurrent calls on one sku', async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(30));
    await Promise.all(
      Array.from({ length: 30 }, () =>
        gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } }),
      ),
    );
    const cart = await gql<{ getCart: Cart }>(getCartQuery, { id });
    expect(cart.data.getCart.items[0]?.quantity).toBe(30);
  });
});

describe('cart summary and promo codes', () => {
  it('shows the amount left to free shipping over 997 SEK, and shipping becomes free above it', async () => {
    const id = await newCart();
    const cheap = findSku((candidate) => plainInStock(3)(candidate) && candidate.price < 500);
    const small = await gql<{ addToCart: Cart }>(addToCart, {
      id,
      item: { skuId: cheap.skuId, quantity: 1 },
    });
    const shipping = small.data.addToCart.summary.shipping;
    expect(shipping?.amountLeftToFreeShipping).toBe(997 - cheap.price);
    expect(shipping?.feeIncVat).toBe(49);
    expect(small.data.addToCart.summary.total.sellingPriceIncVat).toBe(cheap.price + 49);
    const expensive = findSku((candidate) => plainInStock(1)(candidate) && candidate.price > 1000);
    const large = await gql<{ addToCart: Cart }>(addToCart, {
      id,
      item: { skuId: expensive.skuId, quantity: 1 },
    });
    expect(large.data.addToCart.summary.shipping?.amountLeftToFreeShipping).toBe(0);
    expect(large.data.addToCart.summary.shipping?.feeIncVat).toBe(0);
  });

  it('shows free shipping over 89 EUR in the international market', async () => {
    const id = await newCart(com);
    const sku = findSku(plainInStock(3));
    const answer = await gql<{ addToCart: Cart }>(addToCart, {
      id,
      item: { skuId: sku.skuId, quantity: 1 },
      ...com,
    });
    const { summary } = answer.data.addToCart;
    expect(summary.total.sellingPriceIncVatFormatted).toMatch(/^€/);
    expect(summary.shipping?.amountLeftToFreeShipping).toBe(
      Math.max(0, Math.round((89 - summary.subTotal.sellingPriceIncVat) * 100) / 100),
    );
  });

  it('applies a working promo code (10% off), and an empty code removes it', async () => {
    const id = await newCart();
    const sku = findSku((candidate) => plainInStock(2)(candidate) && candidate.price >= 1000);
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    const answer = await gql<{ setCartPromoCode: Cart }>(setCartPromoCode, {
      id,
      promoCode: 'hemma10',
    });
    const cart = answer.data.setCartPromoCode;
    expect(cart.promoCode).toBe('HEMMA10');
    expect(cart.items[0]?.totalPrice.sellingPriceIncVat).toBe(
      Math.round(sku.price * 0.9 * 100) / 100,
    );
    expect(cart.appliedCampaigns.map((campaign) => campaign.name)).toEqual(['10 % rabatt']);
    const removed = await gql<{ setCartPromoCode: Cart }>(setCartPromoCode, { id, promoCode: '' });
    expect(removed.data.setCartPromoCode.promoCode).toBeNull();
    expect(removed.data.setCartPromoCode.items[0]?.totalPrice.sellingPriceIncVat).toBe(sku.price);
  });

  it('refuses a code whose requirements are not met, and an unknown code, writing nothing', async () => {
    const id = await newCart();
    const sku = findSku((candidate) => plainInStock(2)(candidate) && candidate.price < 500);
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    const requirements = await gql(setCartPromoCode, { id, promoCode: 'SOFFA500' });
    expect(errorCode(requirements)).toBe('PROMO_CODE_REQUIREMENTS_NOT_MET');
    expect(requirements.errors?.[0]?.message).toBe(
      'The requirements of the promo code are not met',
    );
    const unknown = await gql(setCartPromoCode, { id, promoCode: 'NOPE' });
    expect(errorCode(unknown)).toBe('PROMO_CODE_NOT_VALID');
    expect((await gql<{ getCart: Cart }>(getCartQuery, { id })).data.getCart.promoCode).toBeNull();
  });

  it('takes a fixed amount off when the requirements are met (a sofa and 10 000 SEK)', async () => {
    const id = await newCart();
    const sofa = findSku(
      (candidate) =>
        plainInStock(2)(candidate) &&
        candidate.categories.includes('soffor') &&
        candidate.price >= 10000,
    );
    await gql(addToCart, { id, item: { skuId: sofa.skuId, quantity: 1 } });
    const answer = await gql<{ setCartPromoCode: Cart }>(setCartPromoCode, {
      id,
      promoCode: 'SOFFA500',
    });
    expect(answer.data.setCartPromoCode.summary.fixedAmountDiscountIncVat).toBe(500);
    expect(answer.data.setCartPromoCode.summary.total.sellingPriceIncVat).toBe(sofa.price - 500);
  });
});

describe('checkout and orders', () => {
  it('offers shipping and payment only once country and postal code are known, by postal code', async () => {
    const id = await newCart();
    await gql(addToCart, { id, item: { skuId: findSku(plainInStock(3)).skuId, quantity: 1 } });
    type Checkout = {
      createOrUpdateCheckout: {
        shippingOptions: { id: number; name: string }[];
        paymentOptions: { name: string }[];
      };
    };
    const none = await gql<Checkout>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { email: 'kund@example.com' },
    });
    expect(none.data.createOrUpdateCheckout.shippingOptions).toEqual([]);
    expect(none.data.createOrUpdateCheckout.paymentOptions).toEqual([]);
    const stockholm = await gql<Checkout>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { shippingAddress: { country: 'SE', zip: '114 51' } },
    });
    expect(
      stockholm.data.createOrUpdateCheckout.shippingOptions.map((option) => option.name),
    ).toEqual(['service-point', 'home-delivery', 'evening-delivery', 'furniture-delivery']);
    expect(
      stockholm.data.createOrUpdateCheckout.paymentOptions.map((option) => option.name),
    ).toEqual(['card', 'invoice', 'pay-later', 'bank']);
    const gotland = await gql<Checkout>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { shippingAddress: { zip: '621 41' } },
    });
    expect(
      gotland.data.createOrUpdateCheckout.shippingOptions.map((option) => option.name),
    ).toEqual(['service-point', 'furniture-delivery']);
  });

  it('refuses a postal code without shipping options, an address outside the market and an unavailable option, writing nothing', async () => {
    const id = await newCart();
    await gql(addToCart, { id, item: { skuId: findSku(plainInStock(3)).skuId, quantity: 1 } });
    const badZip = await gql(createOrUpdateCheckout, {
      cartId: id,
      checkout: { shippingAddress: { country: 'SE', zip: '1' } },
    });
    expect(errorCode(badZip)).toBe('NO_SHIPPING_OPTIONS');
    expect(badZip.errors?.[0]?.message).toBe('There are no shipping options for the postal code');
    expect(
      errorCode(
        await gql(createOrUpdateCheckout, {
          cartId: id,
          checkout: { shippingAddress: { country: 'DE', zip: '10115' } },
        }),
      ),
    ).toBe('INVALID_FIELDS');
    expect(
      errorCode(
        await gql(createOrUpdateCheckout, {
          cartId: id,
          checkout: { shippingAddress: { country: 'SE', zip: '621 41' }, shippingId: 3 },
        }),
      ),
    ).toBe('INVALID_SHIPPING_OPTION');
    expect(
      errorCode(await gql(createOrUpdateCheckout, { cartId: id, checkout: { paymentId: 99 } })),
    ).toBe('INVALID_PAYMENT_OPTION');
    expect(
      errorCode(
        await gql(createOrUpdateCheckout, { cartId: id, checkout: { email: 'not-an-email' } }),
      ),
    ).toBe('INVALID_EMAIL');
    const saved = await gql<{ createOrUpdateCheckout: { shippingAddress: null; email: null } }>(
      createOrUpdateCheckout,
      { cartId: id },
    );
    expect(saved.data.createOrUpdateCheckout.shippingAddress).toBeNull();
    expect(saved.data.createOrUpdateCheckout.email).toBeNull();
  });

  it("takes an external checkout's shipping fee only as the choice of the offered option that costs it", async () => {
    const id = await newCart();
    await gql(addToCart, { id, item: { skuId: findSku(plainInStock(3)).skuId, quantity: 1 } });
    const setFee = `mutation setCartShippingFee($cartId: String!, $shippingFee: Decimal!) { setCartShippingFee(cartId: $cartId, shippingFee: $shippingFee) { cart { ${cartFields} } } }`;
    // No address yet: nothing is offered, so no fee is one.
    expect(errorCode(await gql(setFee, { cartId: id, shippingFee: 79 }))).toBe(
      'SHIPPING_FEE_NOT_OFFERED',
    );
    await gql(createOrUpdateCheckout, { cartId: id, checkout: { shippingAddress: address } });
    const answer = await gql<{ setCartShippingFee: { cart: Cart } }>(setFee, {
      cartId: id,
      shippingFee: 79,
    });
    // 79 kr is evening delivery (3), offered in Stockholm.
    expect(answer.data.setCartShippingFee.cart.summary.shipping).toMatchObject({
      id: 3,
      feeIncVat: 79,
    });
    expect(errorCode(await gql(setFee, { cartId: id, shippingFee: 78 }))).toBe(
      'SHIPPING_FEE_NOT_OFFERED',
    );
    expect(
      errorCode(
        await gql('mutation { setCartShippingFee(cartId: "x", shippingFee: -1) { email } }'),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('refuses to place an order without terms, with missing fields or with an empty cart, writing nothing', async () => {
    const id = await newCart();
    expect(
      errorCode(
        await gql(placeOrder, {
          cartId: id,
          checkout: {
            email: 'a@example.com',
            shippingAddress: address,
            acceptedConsents: ['termsOfPurchase'],
          },
        }),
      ),
    ).toBe('CART_EMPTY');
    const sku = findSku(plainInStock(5));
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    const noTerms = await gql(placeOrder, {
      cartId: id,
      checkout: { email: 'a@example.com', shippingAddress: address },
    });
    expect(errorCode(noTerms)).toBe('TERMS_NOT_ACCEPTED');
    const missing = await gql(placeOrder, {
      cartId: id,
      checkout: {
        shippingAddress: { country: 'SE', zip: '114 51' },
        acceptedConsents: ['termsOfPurchase'],
      },
    });
    expect(errorCode(missing)).toBe('INVALID_FIELDS');
    expect(missing.errors?.[0]?.message).toBe(
      'Make sure all fields are valid before you place your order',
    );
    expect(missing.errors?.[0]?.extensions?.fields).toContain('shippingAddress.firstName');
    const cart = await gql<{ getCart: Cart }>(getCartQuery, { id });
    expect(cart.data.getCart.isCompleted).toBe(false);
    expect(cart.data.getCart.id).toBe(id);
  });

  it('places an order: stock goes down, the cart completes, and the confirmation reads the order', async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(10), 3);
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 2 } });
    const placed = await gql<{
      placeOrder: { orderId: string; publicId: string; status: string; redirectUrl: string };
    }>(placeOrder, {
      cartId: id,
      checkout: {
        email: 'Buyer@Example.com',
        shippingAddress: address,
        acceptedConsents: ['termsOfPurchase'],
        paymentId: 2,
        shippingId: 2,
      },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.status).toBe('received');
    const stock = await gql<{ product: { skus: { skuId: number; stock: { inStock: number } }[] } }>(
      'query product($productId: Int) { product(productId: $productId) { skus { skuId stock { inStock } } } }',
      { productId: sku.productId },
    );
    const after = await gql<{ getCart: Cart }>(getCartQuery, { id });
    expect(after.data.getCart.id).not.toBe(id);
    const completed = await gql<{ getCart: Cart }>(getCartQuery, { id, includeCompleted: true });
    expect(completed.data.getCart.isCompleted).toBe(true);
    expect(errorCode(await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } }))).toBe(
      'CART_COMPLETED',
    );
    const skuStock = stock.data.product.skus.find((candidate) => candidate.skuId === sku.skuId);
    expect(skuStock?.stock.inStock).toBe(sku.stock.inStock - 2);
    const confirmation = await gql<{
      checkout: {
        completed: boolean;
        order: {
          email?: string;
          orderValueIncVat: number;
          paymentId: number;
          rows: { quantity: number }[];
          status: string;
        };
      };
    }>(
      `query checkout($id: String!, $cartId: String) { checkout(id: $id, cartId: $cartId, paymentType: STANDARD) { completed nthPurchase order { orderValueIncVat paymentId status rows { quantity name priceIncVat } } cart { id isCompleted } } }`,
      { id: placed.data.placeOrder.publicId, cartId: id },
    );
    expect(confirmation.data.checkout.completed).toBe(true);
    expect(confirmation.data.checkout.order.rows[0]?.quantity).toBe(2);
    expect(confirmation.data.checkout.order.paymentId).toBe(2);
    expect(confirmation.data.checkout.order.orderValueIncVat).toBe(
      sku.price * 2 + (sku.price * 2 >= 997 ? 0 : 149) + 29,
    );
    expect(
      errorCode(
        await gql('{ checkout(id: "no-such-order", paymentType: STANDARD) { completed } }'),
      ),
    ).toBe('NOT_FOUND');
  });

  it("refuses a private Swedish customer's invalid personal ID by the checkout form's rule, writing nothing; a company's identityNumber is its organization ID", async () => {
    const sku = findSku(plainInStock(10), 5);
    const order = async (checkout: Record<string, unknown>) => {
      const id = await newCart();
      await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
      const answer = await gql(placeOrder, {
        cartId: id,
        checkout: {
          email: 'identity@example.com',
          shippingAddress: address,
          acceptedConsents: ['termsOfPurchase'],
          ...checkout,
        },
      });
      const cart = await gql<{ getCart: Cart }>(getCartQuery, { id, includeCompleted: true });
      return { answer, completed: cart.data.getCart.isCompleted };
    };
    // A wrong check digit, a coordination number and separators in the wrong place: the form
    // refuses each, and so does the API.
    for (const identityNumber of ['811228-9875', '811288-9871', '81-1228-9874']) {
      const refused = await order({ identityNumber });
      expect(errorCode(refused.answer)).toBe('INVALID_FIELDS');
      expect(refused.answer.errors?.[0]?.message).toBe(
        'You have to enter a valid personal ID number',
      );
      expect(refused.answer.errors?.[0]?.extensions?.fields).toEqual(['identityNumber']);
      expect(refused.completed).toBe(false);
    }
    for (const checkout of [
      { identityNumber: '811228-9874' },
      { identityNumber: '198112289874' },
      { identityNumber: '' },
      { identityNumber: '5566778899-ORG', customerType: 'ORGANIZATION' },
    ]) {
      const placed = await order(checkout);
      expect(placed.answer.errors).toBeUndefined();
      expect(placed.completed).toBe(true);
    }
  });

  it('checks stock again inside placeOrder: a cart holding what another order took is refused OUT_OF_STOCK, writing nothing', async () => {
    // The last plain sku with little stock: no other test orders it.
    const few = skus.filter(
      (candidate) =>
        candidate.stock.static === null &&
        candidate.stock.oversellable === 0 &&
        candidate.stock.incoming === null &&
        candidate.stock.inStock >= 1 &&
        candidate.stock.inStock <= 3,
    );
    const sku = few.at(-1) as SkuInfo;
    expect(sku).toBeDefined();
    const quantity = sku.stock.inStock;
    const [first, second] = [await newCart(), await newCart()];
    for (const id of [first, second])
      expect(
        (await gql(addToCart, { id, item: { skuId: sku.skuId, quantity } })).errors,
      ).toBeUndefined();
    const checkout = {
      email: 'stock@example.com',
      shippingAddress: address,
      acceptedConsents: ['termsOfPurchase'],
    };
    expect((await gql(placeOrder, { cartId: first, checkout })).errors).toBeUndefined();
    const refused = await gql(placeOrder, { cartId: second, checkout });
    expect(errorCode(refused)).toBe('OUT_OF_STOCK');
    expect(refused.errors?.[0]?.message).toBe(
      'A product in the cart is out of stock, review the cart',
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ skuId: sku.skuId, stock: 0 });
    const cart = await gql<{ getCart: Cart }>(getCartQuery, { id: second });
    expect(cart.data.getCart).toMatchObject({ id: second, isCompleted: false });
    const stock = await gql<{ product: { skus: { skuId: number; stock: Stock }[] } }>(
      'query product($productId: Int) { product(productId: $productId) { skus { skuId stock { inStock oversellable } } } }',
      { productId: sku.productId },
    );
    expect(
      stock.data.product.skus.find((candidate) => candidate.skuId === sku.skuId)?.stock,
    ).toMatchObject({ inStock: 0, oversellable: 0 });
  });

  it('clears a saved shipping choice with an explicit null, so a new postal code gets its default; left out, the choice stays', async () => {
    const id = await newCart();
    await gql(addToCart, { id, item: { skuId: findSku(plainInStock(3)).skuId, quantity: 1 } });
    type Checkout = {
      createOrUpdateCheckout: {
        shippingOptions: { id: number; name: string; isSelected: boolean }[];
        cart: Cart;
      };
    };
    const selected = (answer: { data: Checkout }) =>
      answer.data.createOrUpdateCheckout.shippingOptions.find((option) => option.isSelected)?.name;
    // Evening delivery (3) is offered in Stockholm only.
    const evening = await gql<Checkout>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { shippingAddress: { country: 'SE', zip: '114 51' }, shippingId: 3 },
    });
    expect(selected(evening)).toBe('evening-delivery');
    const kept = await gql<Checkout>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { shippingAddress: { zip: '113 30' } },
    });
    expect(selected(kept)).toBe('evening-delivery');
    // Gotland lacks evening delivery: keeping the choice is refused, clearing it selects the default.
    expect(
      errorCode(
        await gql(createOrUpdateCheckout, {
          cartId: id,
          checkout: { shippingAddress: { zip: '621 41' } },
        }),
      ),
    ).toBe('INVALID_SHIPPING_OPTION');
    const cleared = await gql<Checkout>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { shippingAddress: { zip: '621 41' }, shippingId: null, paymentId: null },
    });
    expect(cleared.errors).toBeUndefined();
    expect(selected(cleared)).toBe('service-point');
    expect(cleared.data.createOrUpdateCheckout.cart.summary.shipping?.id).toBe(1);
    expect(cleared.data.createOrUpdateCheckout.cart.summary.payment.id).toBe(1);
  });

  it("answers checkoutStatus CUSTOMER_BLACKLISTED for the payment provider's blocked customers and refuses their order, writing nothing", async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(5), 5);
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    type Status = { createOrUpdateCheckout: { checkoutStatus: string } };
    const ordinary = await gql<Status>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { email: 'kund@example.se', shippingAddress: address },
    });
    expect(ordinary.data.createOrUpdateCheckout.checkoutStatus).toBe('OK');
    const blocked = await gql<Status>(createOrUpdateCheckout, {
      cartId: id,
      checkout: { email: 'blocked@hemma.se' },
    });
    expect(blocked.data.createOrUpdateCheckout.checkoutStatus).toBe('CUSTOMER_BLACKLISTED');
    for (const email of ['blocked@hemma.se', 'blocked@hemma.com', 'stina+blocked@example.se']) {
      const refused = await gql(placeOrder, {
        cartId: id,
        checkout: { email, shippingAddress: address, acceptedConsents: ['termsOfPurchase'] },
      });
      expect(errorCode(refused)).toBe('CUSTOMER_BLACKLISTED');
      expect(refused.errors?.[0]?.message).toBe('The payment provider has blocked the customer');
    }
    const cart = await gql<{ getCart: Cart }>(getCartQuery, { id });
    expect(cart.data.getCart.id).toBe(id);
    expect(cart.data.getCart.isCompleted).toBe(false);
  });

  it('refuses the payment of an email tagged +denied: nothing leaves stock, and the same cart orders with another email', async () => {
    const id = await newCart();
    const sku = findSku(plainInStock(10), 6);
    await gql(addToCart, { id, item: { skuId: sku.skuId, quantity: 1 } });
    const inStock = async () => {
      const answer = await gql<{
        product: { skus: { skuId: number; stock: { inStock: number } }[] };
      }>(
        'query product($productId: Int) { product(productId: $productId) { skus { skuId stock { inStock } } } }',
        { productId: sku.productId },
      );
      return answer.data.product.skus.find((candidate) => candidate.skuId === sku.skuId)?.stock
        .inStock;
    };
    const before = await inStock();
    const denied = await gql(placeOrder, {
      cartId: id,
      checkout: {
        email: 'stina+denied@example.se',
        shippingAddress: address,
        acceptedConsents: ['termsOfPurchase'],
        paymentId: 1,
      },
    });
    expect(errorCode(denied)).toBe('PAYMENT_FAILED');
    expect(denied.errors?.[0]?.message).toBe('The payment provider could not create the order');
    expect(await inStock()).toBe(before);
    const placed = await gql<{ placeOrder: { status: string } }>(placeOrder, {
      cartId: id,
      checkout: {
        email: 'stina@example.se',
        shippingAddress: address,
        acceptedConsents: ['termsOfPurchase'],
        paymentId: 1,
      },
    });
    expect(placed.data.placeOrder.status).toBe('received');
    expect(await inStock()).toBe((before ?? 0) - 1);
  });

  it('completes a cart, but not an empty one', async () => {
    const id = await newCart();
    expect(
      errorCode(
        await gql('mutation completeCart($id: String!) { completeCart(id: $id) { id } }', { id }),
      ),
    ).toBe('CART_EMPTY');
    await gql(addToCart, { id, item: { skuId: findSku(plainInStock(3)).skuId, quantity: 1 } });
    const answer = await gql<{ completeCart: { isCompleted: boolean } }>(
      'mutation completeCart($id: String!) { completeCart(id: $id) { isCompleted } }',
      { id },
    );
    expect(answer.data.completeCart.isCompleted).toBe(true);
  });
});
