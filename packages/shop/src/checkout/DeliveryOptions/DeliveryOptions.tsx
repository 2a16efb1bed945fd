import { Notice, RadioGroup } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import type { CheckoutMessageKey } from '@hemma/data';
import { checkoutMessageText } from '../checkoutMessages';
import { chosenOption, type PaymentOption, type ShippingOption } from '../useCheckoutSession';
import * as styles from './DeliveryOptions.css';

export interface DeliveryOptionsProps {
  /** A postal code and a country are given (spec section 5: only then are options offered). */
  addressGiven: boolean;
  updating: boolean;
  /** Why no options can be shown for this address, e.g. 'no shipping options for the postal code'. */
  failure: CheckoutMessageKey | null;
  shippingOptions: readonly ShippingOption[];
  paymentOptions: readonly PaymentOption[];
  shippingId: number | null;
  paymentId: number | null;
  onShippingChange: (id: number) => void;
  onPaymentChange: (id: number) => void;
}

function optionLabel(
  option: {
    displayName: string | null;
    name: string | null;
    feeIncVat: number;
    feeIncVatFormatted: string | null;
  },
  t: ReturnType<typeof useShopLabels>['t'],
) {
  const name = option.displayName ?? option.name ?? '';
  return option.feeIncVat > 0
    ? t('checkout.optionWithFee', { name, fee: option.feeIncVatFormatted ?? '' })
    : name;
}

/** Shipping options for the address's postal code and the payment options (card, invoice, pay later, bank). */
export function DeliveryOptions({
  addressGiven,
  updating,
  failure,
  shippingOptions,
  paymentOptions,
  shippingId,
  paymentId,
  onShippingChange,
  onPaymentChange,
}: DeliveryOptionsProps) {
  const { t } = useShopLabels();
  const shipping = chosenOption(shippingOptions, shippingId);
  const payment = chosenOption(paymentOptions, paymentId);
  const offered = addressGiven && !failure && shippingOptions.length > 0;
  return (
    <>
      <section className={styles.section} aria-labelledby="checkout-delivery-heading">
        <h2 id="checkout-delivery-heading" className={styles.heading}>
          {t('checkout.deliveryHeading')}
        </h2>
        <p className={styles.status} role="status">
          {updating ? t('checkout.updating') : ''}
        </p>
        {!addressGiven ? (
          <p className={styles.hint}>{t('validation.postalCodeAndCountry')}</p>
        ) : null}
        {addressGiven && failure ? (
          <Notice tone="critical">{checkoutMessageText(failure, t)}</Notice>
        ) : null}
        {addressGiven &&
        !failure &&
        !updating &&
        shippingOptions.length === 0 &&
        paymentOptions.length > 0 ? (
          <Notice tone="critical">{t('messages.noShippingOptions')}</Notice>
        ) : null}
        {offered ? (
          <RadioGroup
            name="shippingId"
            label={t('checkout.shippingOptions')}
            value={shipping ? String(shipping.id) : undefined}
            onValueChange={(value) => onShippingChange(Number(value))}
            options={shippingOptions.map((option) => ({
              value: String(option.id),
              label: optionLabel(option, t),
            }))}
          />
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="checkout-payment-heading">
        <h2 id="checkout-payment-heading" className={styles.heading}>
          {t('checkout.paymentHeading')}
        </h2>
        {offered && paymentOptions.length > 0 ? (
          <RadioGroup
            name="paymentId"
            label={t('checkout.paymentOptions')}
            value={payment ? String(payment.id) : undefined}
            onValueChange={(value) => onPaymentChange(Number(value))}
            options={paymentOptions.map((option) => ({
              value: String(option.id),
              label: optionLabel(option, t),
            }))}
          />
        ) : !addressGiven ? (
          <p className={styles.hint}>{t('validation.postalCodeAndCountry')}</p>
        ) : null}
      </section>
    </>
  );
}
