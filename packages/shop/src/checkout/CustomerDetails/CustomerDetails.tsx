import { Checkbox, RadioGroup, Select, TextField } from '@hemma/ui';
import type { ChangeEvent } from 'react';
import { useShopLabels } from '../../labels';
import type { CheckoutCustomerType, CheckoutDraft, DraftTextField } from '@hemma/data';
import {
  asksPersonalId,
  fieldErrorText,
  optionalFields,
  type FieldErrors,
} from '../checkoutValidation';
import * as styles from './CustomerDetails.css';

export interface CustomerDetailsProps {
  draft: CheckoutDraft;
  errors: FieldErrors;
  /** The countries of the channel's markets, with their names in the page's language. */
  countries: readonly { code: string; label: string }[];
  onChange: (patch: Partial<CheckoutDraft>) => void;
  /** A field lost focus: the spec judges it then. */
  onBlurField: (field: DraftTextField) => void;
}

/** The id of a field's input, so the page can move focus to the first invalid one. */
export const checkoutFieldId = (field: DraftTextField) => `checkout-${field}`;

type Autocomplete = Record<DraftTextField, string>;
const autocomplete: Partial<Autocomplete> = {
  email: 'email',
  companyName: 'organization',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

/**
 * The customer's details: customer type (Person or Company), email, the company fields for a
 * company, name, personal ID, phone and the address with its country.
 */
export function CustomerDetails({
  draft,
  errors,
  countries,
  onChange,
  onBlurField,
}: CustomerDetailsProps) {
  const { t } = useShopLabels();
  const company = draft.customerType === 'ORGANIZATION';

  const text = (
    field: DraftTextField,
    label: string,
    extra: {
      type?: 'email' | 'tel' | 'text';
      wide?: boolean;
      description?: string;
      inputMode?: 'numeric' | 'text';
    } = {},
  ) => {
    const optional = optionalFields.has(field);
    const error = errors[field];
    return (
      <TextField
        key={field}
        id={checkoutFieldId(field)}
        name={field}
        className={extra.wide ? styles.wide : undefined}
        label={label}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        description={extra.description}
        optional={optional}
        optionalLabel={t('validation.optional')}
        required={!optional}
        autoComplete={autocomplete[field] ?? 'off'}
        value={draft[field]}
        error={error ? fieldErrorText(error, t) : null}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange({ [field]: event.target.value })
        }
        onBlur={() => onBlurField(field)}
      />
    );
  };

  return (
    <section className={styles.section} aria-labelledby="checkout-customer-heading">
      <h2 id="checkout-customer-heading" className={styles.heading}>
        {t('checkout.customerHeading')}
      </h2>
      <RadioGroup
        name="customerType"
        label={t('checkout.customerType')}
        orientation="horizontal"
        value={draft.customerType}
        onValueChange={(value) => onChange({ customerType: value as CheckoutCustomerType })}
        options={[
          { value: 'PERSON', label: t('checkout.person') },
          { value: 'ORGANIZATION', label: t('checkout.company') },
        ]}
      />
      <div className={styles.fields}>
        {text('email', t('checkout.email'), { type: 'email', wide: true })}
        {company ? text('companyName', t('checkout.companyName')) : null}
        {company ? text('organizationId', t('checkout.organizationId')) : null}
        {text('firstName', t('checkout.firstName'))}
        {text('lastName', t('checkout.lastName'))}
        {asksPersonalId(draft)
          ? text('identityNumber', t('checkout.identityNumber'), {
              description: t('checkout.identityNumberHint'),
              inputMode: 'numeric',
            })
          : null}
        {text('phone', t('checkout.phone'), { type: 'tel' })}
        {text('careOf', t('checkout.careOf'), { wide: true })}
        {text('addressLine1', t('checkout.addressLine1'), { wide: true })}
        {text('addressLine2', t('checkout.addressLine2'))}
        {text('entryCode', t('checkout.entryCode'))}
        {text('postalCode', t('checkout.postalCode'), { inputMode: 'numeric' })}
        {text('city', t('checkout.city'))}
        <Select
          id={checkoutFieldId('country')}
          name="country"
          className={styles.wide}
          label={t('checkout.country')}
          placeholder={t('checkout.chooseCountry')}
          required
          autoComplete="country"
          options={countries.map((country) => ({ value: country.code, label: country.label }))}
          value={draft.country}
          error={errors.country ? fieldErrorText(errors.country, t) : null}
          onChange={(event) => onChange({ country: event.target.value })}
          onBlur={() => onBlurField('country')}
        />
      </div>
      <Checkbox
        label={t('checkout.newsletter')}
        checked={draft.newsletter}
        onChange={(event) => onChange({ newsletter: event.target.checked })}
      />
    </section>
  );
}
