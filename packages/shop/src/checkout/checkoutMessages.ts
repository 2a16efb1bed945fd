import type { CheckoutMessageKey } from '@hemma/data';
import type { Translate } from '../labels';

/** The message in the page's language (each key spelled out, so the i18n check sees it in use). */
export function checkoutMessageText(key: CheckoutMessageKey, t: Translate): string {
  switch (key) {
    case 'validation.orderFieldsValid':
      return t('validation.orderFieldsValid');
    case 'validation.acceptTerms':
      return t('validation.acceptTerms');
    case 'validation.addressCountry':
      return t('validation.addressCountry');
    case 'validation.emailNotValid':
      return t('validation.emailNotValid');
    case 'messages.productOutOfStock':
      return t('messages.productOutOfStock');
    case 'messages.paymentCreationFailed':
      return t('messages.paymentCreationFailed');
    case 'messages.userBlocked':
      return t('messages.userBlocked');
    case 'messages.noShippingOptions':
      return t('messages.noShippingOptions');
    case 'messages.genericError':
      return t('messages.genericError');
  }
}
