import { useOnDemandMutation } from '@hemma/data';
import { Button, TextField, validateEmail } from '@hemma/ui';
import { useId, useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import * as styles from './BackInStockForm.css';

export interface BackInStockFormProps {
  /** The sold-out sku to be told about. */
  skuId: number;
}

/**
 * A back-in-stock notification for a sold-out sku (monitorProductAvailability): the email is
 * validated as an email before anything is sent; success thanks the visitor by the address.
 */
export function BackInStockForm({ skuId }: BackInStockFormProps) {
  const { t } = useShopLabels();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [notify, { loading, error, data }] = useOnDemandMutation(
    (documents) => documents.MonitorProductAvailabilityDocument,
  );
  const done = data?.monitorProductAvailability ? email : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validateEmail(email) !== null) {
      setEmailError(t('validation.emailNotValid'));
      return;
    }
    setEmailError(null);
    await notify({ variables: { email: email.trim(), skuId } }).catch(() => undefined);
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.title}>
        {t('shop.product.backInStock')}
      </h2>
      {done ? (
        <p className={styles.done} role="status">
          {t('shop.product.backInStockDone', { email: done })}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{t('shop.product.backInStockLead')}</p>
          <TextField
            label={t('shop.product.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              // Spec section 4: an invalid field is judged again on every key-up.
              if (emailError && validateEmail(event.target.value) === null) setEmailError(null);
            }}
            onBlur={() =>
              setEmailError(
                email && validateEmail(email) !== null ? t('validation.emailNotValid') : null,
              )
            }
          />
          <Button type="submit" variant="outline" loading={loading}>
            {t('shop.product.notifyMe')}
          </Button>
          {error ? (
            <p className={styles.error} role="alert">
              {t('messages.genericError')}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}
