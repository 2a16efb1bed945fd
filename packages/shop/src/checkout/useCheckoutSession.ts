import {
  loadOperationDocuments,
  useApolloClientLoader,
  type CartFragment,
  type CheckoutFragment,
  type CheckoutInputType,
  type CheckoutDraft,
  apiErrorCode,
  checkoutFailure,
  isFailedOrderStatus,
  type CheckoutFailure,
} from '@hemma/data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deliveryAddressKey, deliveryInput, placeOrderInput } from './checkoutInput';

export type ShippingOption = NonNullable<NonNullable<CheckoutFragment['shippingOptions']>[number]>;
export type PaymentOption = NonNullable<NonNullable<CheckoutFragment['paymentOptions']>[number]>;

export interface DeliveryState {
  shippingOptions: ShippingOption[];
  paymentOptions: PaymentOption[];
  checkoutStatus: CheckoutFragment['checkoutStatus'];
}

export type PlaceOrderResult =
  | { ok: true; publicId: string; redirectUrl: string | null }
  | { ok: false; failure: CheckoutFailure };

export interface CheckoutSession {
  /** loading until the cart is read; empty when there is no cart or no line in it. */
  status: 'loading' | 'ready' | 'empty';
  cart: CartFragment | null;
  delivery: DeliveryState | null;
  /** Why shipping and payment cannot be offered for the address given ('no shipping options'). */
  deliveryFailure: CheckoutFailure | null;
  updating: boolean;
  updateDelivery: (
    draft: CheckoutDraft,
    choice?: { shippingId?: number | null; paymentId?: number | null },
  ) => Promise<void>;
  applyPromoCode: (code: string) => Promise<string | null>;
  placeOrder: (draft: CheckoutDraft) => Promise<PlaceOrderResult>;
}

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** The option the shopper picked when the address still offers it, else the one the API selected. */
export function chosenOption<T extends { id: number; isSelected: boolean }>(
  options: readonly T[],
  picked: number | null,
): T | undefined {
  return (
    options.find((option) => option.id === picked) ??
    options.find((option) => option.isSelected) ??
    options[0]
  );
}

/**
 * The checkout's conversation with the commerce API: the cart (getCart, never cached), shipping
 * and payment options for the address (createOrUpdateCheckout), the promo code and placeOrder.
 * Every call carries the checkout market as marketId (spec section 4: the cart market on
 * checkout routes).
 */
export function useCheckoutSession({
  cartId,
  marketId,
}: {
  cartId: string | null | undefined;
  marketId: string;
}): CheckoutSession {
  // Apollo's client and the checkout's documents load with the first call: the page draws its
  // loading state without them, so they stay off its first load.
  const loadClient = useApolloClientLoader();
  const api = useCallback(async () => {
    const [client, documents] = await Promise.all([loadClient(), loadOperationDocuments()]);
    return { client, documents };
  }, [loadClient]);
  const [status, setStatus] = useState<CheckoutSession['status']>('loading');
  const [cart, setCart] = useState<CartFragment | null>(null);
  const [delivery, setDelivery] = useState<DeliveryState | null>(null);
  const [deliveryFailure, setDeliveryFailure] = useState<CheckoutFailure | null>(null);
  const [updating, setUpdating] = useState(false);
  // Typing a postal code sends one call per pause: only the newest answer counts.
  const latestCall = useRef(0);
  // The address the shown shipping options were offered for, and their ids.
  const offered = useRef<{ address: string; shippingIds: number[] }>({
    address: '',
    shippingIds: [],
  });

  useEffect(() => {
    // undefined: the cart cookie is not read yet.
    if (cartId === undefined) return;
    if (!cartId) {
      setStatus('empty');
      return;
    }
    let current = true;
    void api()
      .then(({ client, documents }) =>
        client.query({
          query: documents.GetCartDocument,
          variables: { id: cartId, marketId },
          fetchPolicy: 'no-cache',
        }),
      )
      .then(({ data }) => {
        if (!current) return;
        const loaded = data?.getCart ?? null;
        setCart(loaded);
        setStatus(
          loaded && !loaded.isCompleted && (loaded.items ?? []).some(present) ? 'ready' : 'empty',
        );
      })
      .catch(() => current && setStatus('empty'));
    return () => {
      current = false;
    };
    // The cart is read once per page; later market changes travel with the checkout calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, cartId]);

  const sendCheckout = useCallback(
    async (input: CheckoutInputType) => {
      const { client, documents } = await api();
      const { data } = await client.mutate({
        mutation: documents.CreateOrUpdateCheckoutDocument,
        variables: { cartId: cartId ?? '', checkout: input, marketId },
      });
      return data?.createOrUpdateCheckout ?? null;
    },
    [api, cartId, marketId],
  );

  const updateDelivery = useCallback<CheckoutSession['updateDelivery']>(
    async (draft, choice = {}) => {
      if (!cartId) return;
      const call = ++latestCall.current;
      setUpdating(true);
      let result: CheckoutFragment | null = null;
      let failure: CheckoutFailure | null = null;
      const address = deliveryAddressKey(draft);
      // A choice made for another address may not be offered at this one: it is sent only when this
      // address offered it; otherwise null clears the API's saved choice and the default is selected.
      const offeredHere =
        choice.shippingId != null &&
        offered.current.address === address &&
        offered.current.shippingIds.includes(choice.shippingId);
      try {
        result = await sendCheckout(
          deliveryInput(draft, { ...choice, shippingId: offeredHere ? choice.shippingId : null }),
        );
        // The shopper's earlier choice is offered at the new address too: it stays the choice.
        const options = (result?.shippingOptions ?? []).filter(present);
        if (
          !offeredHere &&
          options.some((option) => option.id === choice.shippingId && !option.isSelected)
        )
          result = await sendCheckout(deliveryInput(draft, choice));
      } catch (error) {
        failure = checkoutFailure(error);
      }
      if (call !== latestCall.current) return;
      setUpdating(false);
      setDeliveryFailure(failure);
      if (!result) {
        setDelivery(null);
        return;
      }
      const shippingOptions = (result.shippingOptions ?? []).filter(present);
      offered.current = { address, shippingIds: shippingOptions.map((option) => option.id) };
      setDelivery({
        shippingOptions,
        paymentOptions: (result.paymentOptions ?? []).filter(present),
        checkoutStatus: result.checkoutStatus,
      });
      if (result.cart) setCart(result.cart);
    },
    [cartId, sendCheckout],
  );

  const applyPromoCode = useCallback<CheckoutSession['applyPromoCode']>(
    async (code) => {
      if (!cartId) return null;
      try {
        const { client, documents } = await api();
        const { data } = await client.mutate({
          mutation: documents.SetCartPromoCodeDocument,
          variables: { id: cartId, promoCode: code, marketId },
        });
        if (data?.setCartPromoCode) setCart(data.setCartPromoCode);
        return null;
      } catch (error) {
        return apiErrorCode(error) ?? 'ERROR';
      }
    },
    [api, cartId, marketId],
  );

  const placeOrder = useCallback<CheckoutSession['placeOrder']>(
    async (draft) => {
      if (!cartId) return { ok: false, failure: { key: 'messages.genericError', fields: [] } };
      const shipping = delivery
        ? chosenOption(delivery.shippingOptions, draft.shippingId)
        : undefined;
      const payment = delivery ? chosenOption(delivery.paymentOptions, draft.paymentId) : undefined;
      try {
        const { client, documents } = await api();
        const { data } = await client.mutate({
          mutation: documents.PlaceOrderDocument,
          variables: {
            cartId,
            checkout: placeOrderInput(draft, {
              shippingId: shipping?.id ?? null,
              paymentId: payment?.id ?? null,
            }),
            marketId,
          },
        });
        const order = data?.placeOrder;
        if (!order?.publicId || isFailedOrderStatus(order.status))
          return { ok: false, failure: { key: 'messages.paymentCreationFailed', fields: [] } };
        if (draft.newsletter) {
          // The order stands whether or not the sign-up works.
          void client
            .mutate({
              mutation: documents.SubscribeToNewsletterDocument,
              variables: { email: draft.email.trim() },
            })
            .catch(() => undefined);
        }
        return { ok: true, publicId: order.publicId, redirectUrl: order.redirectUrl };
      } catch (error) {
        return { ok: false, failure: checkoutFailure(error) };
      }
    },
    [api, cartId, delivery, marketId],
  );

  return {
    status,
    cart,
    delivery,
    deliveryFailure,
    updating,
    updateDelivery,
    applyPromoCode,
    placeOrder,
  };
}
