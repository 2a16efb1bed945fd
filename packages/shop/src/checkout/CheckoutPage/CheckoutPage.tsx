import {
  Button,
  buttonRecipe,
  Checkbox,
  normalizePersonalId,
  Notice,
  Spinner,
  TextArea,
  TextField,
  validateEmail,
} from '@hemma/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import { Link, useNavigate } from 'react-router';
import {
  useCheckoutDraft,
  type CheckoutDraft,
  type DraftTextField,
  isBlockedStatus,
  type CheckoutMessageKey,
} from '@hemma/data';
import { checkoutMessageText } from '../checkoutMessages';
import {
  checkoutCartMarket,
  checkoutCountryOptions,
  defaultCountry,
  marketForCountry,
} from '../checkoutMarket';
import {
  hasDeliveryAddress,
  validateDraft,
  validateField,
  visibleFields,
  type FieldErrors,
} from '../checkoutValidation';
import { checkoutFieldId, CustomerDetails } from '../CustomerDetails/CustomerDetails';
import { DeliveryOptions } from '../DeliveryOptions/DeliveryOptions';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import { useCheckoutSession } from '../useCheckoutSession';
import * as styles from './CheckoutPage.css';

export interface CheckoutPageProps {
  title: string;
  channelId: string;
  /** The page's language, for country names. */
  locale: string;
  /** The visitor's current market and the checkout market of its cookie (spec section 4). */
  markets: { current: string; checkout: string | undefined };
  /** The cart; undefined until the cart cookie has been read in the browser. */
  cartId: string | null | undefined;
  /** The confirmation route; the order's public id is added as ?orderId=. */
  confirmPath: string;
  shopHref: string;
  /** The terms of purchase page, linked beside the terms checkbox. */
  termsHref?: string;
  /** A logged-in customer's email: an empty email field starts with it. */
  customerEmail?: string;
  /** The address's country chose a market: it becomes the checkout market. */
  onCheckoutMarketChange?: (alias: string) => void;
  /** The order was placed: the cart is done, forget it. */
  onOrderPlaced?: () => void;
}

/** API field names (extensions.fields) as the form's fields. */
const apiFields: Record<string, DraftTextField> = {
  email: 'email',
  identityNumber: 'identityNumber',
  'shippingAddress.firstName': 'firstName',
  'shippingAddress.lastName': 'lastName',
  'shippingAddress.addressLine1': 'addressLine1',
  'shippingAddress.zip': 'postalCode',
  'shippingAddress.city': 'city',
  'shippingAddress.country': 'country',
  'shippingAddress.company': 'companyName',
};

/** A typing pause before the address is sent for shipping options. */
const addressPauseMs = 400;

/**
 * The checkout: cart review with promo code, the customer's details, shipping and payment for the
 * postal code, an order message, the terms of purchase and placing the order. What is typed lives
 * in a draft in local storage, so a reload, an error or another tab keeps it.
 */
export function CheckoutPage({
  title,
  channelId,
  locale,
  markets,
  cartId,
  confirmPath,
  shopHref,
  termsHref,
  customerEmail,
  onCheckoutMarketChange,
  onOrderPlaced,
}: CheckoutPageProps) {
  const { t } = useShopLabels();
  const navigate = useNavigate();
  const { draft, restored, update, clear } = useCheckoutDraft();
  const countries = useMemo(() => checkoutCountryOptions(channelId, locale), [channelId, locale]);
  const countryOffered = countries.some((country) => country.code === draft.country);
  const marketId = checkoutCartMarket(channelId, countryOffered ? draft.country : '', markets);
  const session = useCheckoutSession({ cartId, marketId });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [termsError, setTermsError] = useState(false);
  const [placeMessage, setPlaceMessage] = useState<CheckoutMessageKey | null>(null);
  const [placing, setPlacing] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A stored country outside this channel (a draft from the other shop) is dropped; an empty one
  // takes the checkout market's country.
  // Once the order is placed the draft is gone for good; nothing may write it back.
  const orderPlaced = useRef(false);
  useEffect(() => {
    if (!restored || orderPlaced.current) return;
    if (draft.country && !countryOffered) update({ country: '' });
    else if (!draft.country) {
      const initial = defaultCountry(channelId, markets);
      if (initial) update({ country: initial });
    }
    // Only when the draft is read back or its country changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, draft.country]);

  // A logged-in customer's email fills an empty email field, once: a shopper who clears it keeps it cleared.
  const emailPrefilled = useRef(false);
  useEffect(() => {
    if (!restored || orderPlaced.current || emailPrefilled.current || !customerEmail) return;
    emailPrefilled.current = true;
    if (draft.email.trim() === '') update({ email: customerEmail });
  }, [restored, customerEmail, draft.email, update]);

  const addressGiven = hasDeliveryAddress(draft) && countryOffered;
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  const { updateDelivery } = session;
  // A valid email goes to the API too, so a customer the payment provider blocks learns it before
  // Place order (the API answers checkoutStatus), not after.
  const validEmail = validateEmail(draft.email) === null ? draft.email.trim() : '';
  useEffect(() => {
    if (!restored || session.status !== 'ready' || (!addressGiven && !validEmail)) return;
    const timer = window.setTimeout(() => {
      const current = latestDraft.current;
      void updateDelivery(current, {
        shippingId: current.shippingId,
        paymentId: current.paymentId,
      });
    }, addressPauseMs);
    return () => window.clearTimeout(timer);
  }, [
    restored,
    session.status,
    addressGiven,
    validEmail,
    draft.postalCode,
    draft.country,
    draft.customerType,
    marketId,
    updateDelivery,
  ]);

  const change = (patch: Partial<CheckoutDraft>) => {
    const next = { ...draft, ...patch };
    update(patch);
    if (patch.country && patch.country !== draft.country) {
      const alias = marketForCountry(channelId, patch.country);
      if (alias) onCheckoutMarketChange?.(alias);
    }
    // Spec section 4: an invalid field is judged again on every change until it is valid.
    const rejudged = Object.keys(patch).filter((key): key is DraftTextField => key in errors);
    if (rejudged.length > 0)
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(
          rejudged.map((field) => [field, validateField(field, next) ?? undefined]),
        ),
      }));
    if (patch.termsAccepted) setTermsError(false);
    // A message about the fields goes once they are all valid (it stayed after every field was fixed).
    if (
      placeMessage === 'validation.orderFieldsValid' &&
      Object.keys(validateDraft(next)).length === 0
    )
      setPlaceMessage(null);
  };

  const judge = (field: DraftTextField) => {
    const error = validateField(field, draft);
    setErrors((current) => ({ ...current, [field]: error ?? undefined }));
    // Spec section 5: a valid personal ID without its hyphen gets one.
    if (field === 'identityNumber' && !error && draft.identityNumber.trim() !== '') {
      const normalized = normalizePersonalId(draft.identityNumber);
      if (normalized && normalized !== draft.identityNumber) update({ identityNumber: normalized });
    }
    if (
      placeMessage === 'validation.orderFieldsValid' &&
      Object.keys(validateDraft(draft)).length === 0
    )
      setPlaceMessage(null);
  };

  const chooseShipping = (shippingId: number) => {
    update({ shippingId });
    void updateDelivery(draft, { shippingId, paymentId: draft.paymentId });
  };
  const choosePayment = (paymentId: number) => {
    update({ paymentId });
    void updateDelivery(draft, { shippingId: draft.shippingId, paymentId });
  };

  const applyPromo = async (event: FormEvent) => {
    event.preventDefault();
    const code = promoCode.trim();
    if (!code) return;
    const failure = await session.applyPromoCode(code);
    setPromoError(
      failure === null
        ? null
        : failure === 'PROMO_CODE_REQUIREMENTS_NOT_MET'
          ? t('validation.promoRequirementsNotMet')
          : failure === 'PROMO_CODE_NOT_VALID'
            ? t('validation.promoNotValid')
            : t('messages.genericError'),
    );
    if (failure === null) {
      setPromoCode('');
      if (addressGiven)
        void updateDelivery(draft, { shippingId: draft.shippingId, paymentId: draft.paymentId });
    }
  };

  const blocked = isBlockedStatus(session.delivery?.checkoutStatus);

  const showMessage = (key: CheckoutMessageKey) => {
    setPlaceMessage(key);
    // After the render, so a screen reader hears it and sighted keyboard users see it.
    window.requestAnimationFrame(() => alertRef.current?.focus());
  };

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = validateDraft(draft);
    setErrors(fieldErrors);
    setTermsError(!draft.termsAccepted);
    const firstInvalid = visibleFields(draft).find((field) => fieldErrors[field]);
    if (firstInvalid) {
      setPlaceMessage('validation.orderFieldsValid');
      document.getElementById(checkoutFieldId(firstInvalid))?.focus();
      return;
    }
    if (!draft.termsAccepted) {
      // The checkbox says it and takes focus: the same words once, not twice.
      setPlaceMessage(null);
      termsRef.current?.focus();
      return;
    }
    if (blocked) return showMessage('messages.userBlocked');
    if (session.deliveryFailure) return showMessage(session.deliveryFailure.key);
    if (!session.delivery) return showMessage('validation.orderFieldsValid');
    setPlacing(true);
    setPlaceMessage(null);
    const result = await session.placeOrder(draft);
    if (!result.ok) {
      setPlacing(false);
      const named = result.failure.fields
        .map((field) => apiFields[field])
        .filter((field): field is DraftTextField => Boolean(field));
      if (named.length > 0)
        setErrors((current) => ({
          ...current,
          ...Object.fromEntries(
            named.map((field) => [
              field,
              validateField(field, draft) ??
                (field === 'country' ? 'validation.addressCountry' : 'validation.required'),
            ]),
          ),
        }));
      return showMessage(result.failure.key);
    }
    orderPlaced.current = true;
    clear();
    onOrderPlaced?.();
    const external =
      result.redirectUrl &&
      /^https?:\/\//i.test(result.redirectUrl) &&
      new URL(result.redirectUrl).origin !== window.location.origin;
    if (external && result.redirectUrl) window.location.assign(result.redirectUrl);
    else void navigate(`${confirmPath}?orderId=${encodeURIComponent(result.publicId)}`);
  };

  if (session.status === 'loading' || !restored) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p role="status" className={styles.note}>
          <Spinner size="s" /> {t('checkout.loading')}
        </p>
      </div>
    );
  }

  if (session.status === 'empty' || !session.cart) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.empty}>
          <p>{t('checkout.emptyCart')}</p>
          <Link to={shopHref} className={buttonRecipe({ variant: 'primary' })}>
            {t('checkout.continueShopping')}
          </Link>
        </div>
      </div>
    );
  }

  const promoApplied = session.cart.promoCode;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.columns}>
        <aside className={styles.aside} aria-label={t('checkout.cartHeading')}>
          <OrderSummary cart={session.cart} heading={t('checkout.cartHeading')}>
            <form className={styles.promo} onSubmit={(event) => void applyPromo(event)} noValidate>
              <TextField
                className={styles.promoField}
                label={t('shop.cart.promoCode')}
                name="promoCode"
                autoComplete="off"
                value={promoCode}
                onChange={(event) => setPromoCode(event.target.value)}
                error={promoError}
              />
              <Button type="submit" variant="outline">
                {t('shop.cart.applyPromo')}
              </Button>
            </form>
            {promoApplied ? (
              <p className={styles.note}>{t('checkout.promoApplied', { code: promoApplied })}</p>
            ) : null}
          </OrderSummary>
        </aside>
        <form
          className={styles.form}
          onSubmit={(event) => void placeOrder(event)}
          noValidate
          aria-labelledby="checkout-customer-heading"
        >
          <CustomerDetails
            draft={draft}
            errors={errors}
            countries={countries}
            onChange={change}
            onBlurField={judge}
          />
          <DeliveryOptions
            addressGiven={addressGiven}
            updating={session.updating}
            failure={session.deliveryFailure?.key ?? null}
            shippingOptions={session.delivery?.shippingOptions ?? []}
            paymentOptions={session.delivery?.paymentOptions ?? []}
            shippingId={draft.shippingId}
            paymentId={draft.paymentId}
            onShippingChange={chooseShipping}
            onPaymentChange={choosePayment}
          />
          <section className={styles.section} aria-labelledby="checkout-place-heading">
            <h2 id="checkout-place-heading" className={styles.heading}>
              {t('checkout.termsHeading')}
            </h2>
            <TextArea
              id={checkoutFieldId('message')}
              name="message"
              label={t('checkout.message')}
              optional
              optionalLabel={t('validation.optional')}
              rows={3}
              value={draft.message}
              onChange={(event) => change({ message: event.target.value })}
            />
            <Checkbox
              ref={termsRef}
              name="termsAccepted"
              label={t('checkout.acceptTerms')}
              checked={draft.termsAccepted}
              required
              error={termsError ? t('validation.acceptTerms') : null}
              onChange={(event) => change({ termsAccepted: event.target.checked })}
            />
            {termsHref ? (
              <p className={styles.note}>
                <Link to={termsHref} target="_blank" rel="noopener">
                  {t('checkout.readTerms')}
                </Link>
              </p>
            ) : null}
            {blocked ? <Notice tone="critical">{t('messages.userBlocked')}</Notice> : null}
            {placeMessage ? (
              <Notice ref={alertRef} tabIndex={-1} tone="critical">
                {checkoutMessageText(placeMessage, t)}
              </Notice>
            ) : null}
            <Button type="submit" size="l" fullWidth loading={placing} disabled={blocked}>
              {t('checkout.placeOrder')}
            </Button>
          </section>
        </form>
      </div>
    </div>
  );
}
