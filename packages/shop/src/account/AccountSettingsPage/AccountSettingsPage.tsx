import {
  useDeleteUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  type Gender,
  type UserFragment,
  useAccountSession,
  useSessionStatus,
  shopMarkets,
} from '@hemma/data';
import { Button, Checkbox, countryName, Notice, Select, Spinner, TextField } from '@hemma/ui';
import { useState, type FormEvent } from 'react';
import { DeferredOverlay, deferredOverlay } from '../../common/DeferredOverlay';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import { AccountAlert } from '../AccountAlert';
import { AccountLayout, LoggedOutNotice } from '../AccountLayout';
import { accountFailureText, authFailureText } from '../accountMessages';
import * as styles from '../account.css';
import { useAccountForm, usePasswordLabels } from '../useAccountForm';

const { Overlay: DeleteAccountDialog, preload: preloadDeleteAccountDialog } = deferredOverlay(
  () => import('./DeleteAccountDialog'),
);

const genders = ['UNSPECIFIED', 'WOMAN', 'MAN'] as const satisfies readonly Gender[];

/** Countries an address can be in: every market's country (the virtual `eu` market has none). */
export const addressCountries = [
  ...new Set(shopMarkets.map((market) => market.countryCode).filter((code) => code !== 'eu')),
].map((code) => code.toUpperCase());

/** Update details: name, phone, gender, address, personal ID and newsletter; all fields must be valid first. */
export function DetailsForm({ user }: { user: UserFragment }) {
  const { t, language } = useShopLabels();
  const address = user.address;
  const form = useAccountForm(
    {
      firstName: { rule: 'required' },
      lastName: { rule: 'required' },
      mobile: { rule: 'free', optional: true },
      careOf: { rule: 'free', optional: true },
      addressLine1: { rule: 'free', optional: true },
      addressLine2: { rule: 'free', optional: true },
      zip: { rule: 'free', optional: true },
      city: { rule: 'free', optional: true },
      personalId: { rule: 'personalId', optional: true },
    },
    {
      firstName: address?.firstName,
      lastName: address?.lastName,
      mobile: address?.mobile,
      careOf: address?.careOf,
      addressLine1: address?.addressLine1,
      addressLine2: address?.addressLine2,
      zip: address?.zip,
      city: address?.city,
      personalId: user.personalId ?? '',
    },
  );
  const [gender, setGender] = useState<Gender>(
    user.gender && user.gender !== 'UNSET' ? user.gender : 'UNSPECIFIED',
  );
  const [country, setCountry] = useState(address?.country ?? '');
  const [newsletter, setNewsletter] = useState(Boolean(user.newsletter));
  const [updateUser, { loading }] = useUpdateUserMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) {
      setResult({ ok: false, text: t('validation.allFieldsValid') });
      return;
    }
    setResult(null);
    const { personalId, ...addressFields } = form.values;
    try {
      await updateUser({
        variables: {
          user: {
            address: {
              ...Object.fromEntries(
                Object.entries(addressFields).map(([key, value]) => [key, value.trim()]),
              ),
              country,
            },
            gender,
            newsletter,
            ...(personalId.trim() ? { personalId: personalId.trim() } : {}),
          },
        },
      });
      setResult({ ok: true, text: t('account.settings.saved') });
    } catch (error) {
      setResult({ ok: false, text: accountFailureText(error, t) });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="account-details-heading"
    >
      <h2 id="account-details-heading" className={styles.subheading}>
        {t('account.settings.details')}
      </h2>
      <TextField label={t('account.settings.email')} type="email" value={user.email} readOnly />
      <div className={styles.fieldGrid}>
        <TextField
          label={t('account.settings.firstName')}
          autoComplete="given-name"
          {...form.field('firstName')}
        />
        <TextField
          label={t('account.settings.lastName')}
          autoComplete="family-name"
          {...form.field('lastName')}
        />
        <TextField
          label={t('account.settings.phone')}
          type="tel"
          autoComplete="tel"
          {...form.field('mobile')}
        />
        <Select
          label={t('account.settings.gender')}
          value={gender}
          onChange={(event) => setGender(event.currentTarget.value as Gender)}
          options={genders.map((value) => ({
            value,
            label: t(`account.settings.genders.${value}`),
          }))}
        />
        <TextField label={t('account.settings.careOf')} {...form.field('careOf')} />
        <TextField
          label={t('account.settings.street')}
          autoComplete="address-line1"
          {...form.field('addressLine1')}
        />
        <TextField
          label={t('account.settings.addressLine2')}
          autoComplete="address-line2"
          {...form.field('addressLine2')}
        />
        <TextField
          label={t('account.settings.postalCode')}
          autoComplete="postal-code"
          {...form.field('zip')}
        />
        <TextField
          label={t('account.settings.city')}
          autoComplete="address-level2"
          {...form.field('city')}
        />
        <Select
          label={t('account.settings.country')}
          optional
          optionalLabel={t('validation.optional')}
          value={country}
          placeholder={t('account.settings.chooseCountry')}
          onChange={(event) => setCountry(event.currentTarget.value)}
          options={addressCountries.map((code) => ({
            value: code,
            label: countryName(code, language),
          }))}
        />
        <TextField
          label={t('account.settings.personalId')}
          inputMode="numeric"
          {...form.field('personalId')}
        />
      </div>
      <Checkbox
        label={t('account.settings.newsletter')}
        checked={newsletter}
        onChange={(event) => setNewsletter(event.currentTarget.checked)}
      />
      <div role="status">
        {result?.ok ? (
          <Notice tone="positive" announce={false}>
            {result.text}
          </Notice>
        ) : null}
      </div>
      <AccountAlert>{result && !result.ok ? result.text : null}</AccountAlert>
      <div className={styles.actions}>
        <Button type="submit" loading={loading}>
          {t('account.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Change password through the auth client's password action. Any refusal ends the session (the
 * identity service does so for a wrong current password, for security): the owner shows why.
 */
export function ChangePasswordForm({
  email,
  onLoggedOut,
}: {
  email: string;
  onLoggedOut: (message: string) => void;
}) {
  const { t } = useShopLabels();
  const session = useAccountSession();
  const passwordLabels = usePasswordLabels();
  const form = useAccountForm({
    currentPassword: { rule: 'password' },
    newPassword: { rule: 'passwordStrength' },
    repeatPassword: { rule: 'passwordMatch', matches: 'newPassword' },
  });
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if (!form.validateAll()) return;
    setBusy(true);
    const result = await session.changePassword({
      email,
      password: form.values.currentPassword,
      newPassword: form.values.newPassword,
    });
    setBusy(false);
    if (result.ok) {
      setChanged(true);
      form.setValues({ currentPassword: '', newPassword: '', repeatPassword: '' });
    } else onLoggedOut(authFailureText(result.code, t));
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="account-password-heading"
    >
      <h2 id="account-password-heading" className={styles.subheading}>
        {t('account.settings.password')}
      </h2>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('account.settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...passwordLabels}
        {...form.field('currentPassword')}
      />
      <TextField
        label={t('account.settings.newPassword')}
        type="password"
        autoComplete="new-password"
        description={t('account.register.passwordHint')}
        {...passwordLabels}
        {...form.field('newPassword')}
      />
      <TextField
        label={t('account.settings.repeatPassword')}
        type="password"
        autoComplete="new-password"
        {...passwordLabels}
        {...form.field('repeatPassword')}
      />
      <div role="status">
        {changed ? (
          <Notice tone="positive" announce={false}>
            {t('account.settings.passwordChanged')}
          </Notice>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('account.settings.changePassword')}
        </Button>
      </div>
    </form>
  );
}

/** Delete account, after a confirmation; then the session ends and the start page loads. */
export function DeleteAccount() {
  const { t } = useShopLabels();
  const session = useAccountSession();
  const { links } = useShell();
  const [deleteUser, { loading }] = useDeleteUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const confirm = async () => {
    setFailure(null);
    try {
      await deleteUser();
    } catch (error) {
      setFailure(accountFailureText(error, t));
      return;
    }
    setLeaving(true);
    await session.logout();
    window.location.assign(links.index);
  };

  return (
    <section className={styles.stack} aria-labelledby="account-delete-heading">
      <h2 id="account-delete-heading" className={styles.subheading}>
        {t('account.settings.delete')}
      </h2>
      <p className={styles.lead}>{t('account.settings.deleteLead')}</p>
      <AccountAlert>{failure}</AccountAlert>
      <div className={styles.actions}>
        <DeferredOverlay
          preload={preloadDeleteAccountDialog}
          trigger={(triggerProps) => (
            <Button variant="outline" {...triggerProps}>
              {t('account.settings.delete')}
            </Button>
          )}
        >
          <DeleteAccountDialog
            triggerLabel={t('account.settings.delete')}
            title={t('account.settings.deleteConfirmTitle')}
            description={t('account.settings.deleteLead')}
            closeLabel={t('account.close')}
            cancelLabel={t('account.settings.cancel')}
            confirmLabel={t('account.settings.deleteConfirm')}
            busy={loading || leaving}
            onConfirm={() => void confirm()}
          />
        </DeferredOverlay>
      </div>
    </section>
  );
}

/** The settings of a loaded customer. */
export function SettingsForms({
  user,
  onLoggedOut,
}: {
  user: UserFragment;
  onLoggedOut: (message: string) => void;
}) {
  return (
    <>
      <section className={styles.section}>
        <DetailsForm user={user} />
      </section>
      <section className={styles.section}>
        <ChangePasswordForm email={user.email} onLoggedOut={onLoggedOut} />
      </section>
      <section className={styles.section}>
        <DeleteAccount />
      </section>
    </>
  );
}

/**
 * A refused password change ends the session: from then on the reason and the way back in replace
 * the forms, and nothing is fetched for the ended session.
 */
function Settings() {
  const { t } = useShopLabels();
  const status = useSessionStatus();
  const [loggedOut, setLoggedOut] = useState<string | null>(null);
  const { data, loading, error } = useGetUserQuery({
    skip: status !== 'authenticated' || loggedOut !== null,
    fetchPolicy: 'network-only',
  });
  if (loggedOut) return <LoggedOutNotice message={loggedOut} />;
  if (error) return <AccountAlert>{t('messages.genericError')}</AccountAlert>;
  if (loading || !data?.getUser) return <Spinner label={t('account.settings.loading')} />;
  return <SettingsForms user={data.getUser} onLoggedOut={setLoggedOut} />;
}

/** My settings (/my-account/settings): update details, change password, delete account. */
export function AccountSettingsPage({ title }: { title: string }) {
  return (
    <AccountLayout title={title}>
      <Settings />
    </AccountLayout>
  );
}
