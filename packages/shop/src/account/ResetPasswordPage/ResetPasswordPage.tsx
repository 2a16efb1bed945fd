import { hashPassword, useCommitResetMutation } from '@hemma/data';
import { Button, buttonRecipe, Notice, TextField } from '@hemma/ui';
import { useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import { graphqlErrorCode, resetFailureText } from '../accountMessages';
import { AccountAlert } from '../AccountAlert/AccountAlert';
import { useAccountForm, usePasswordLabels } from '../useAccountForm';
import * as styles from '../account.css';

export interface ResetPasswordPageProps {
  title: string;
  /** The key from the mailed link (`?resetKey=…`). */
  resetKey: string | null;
}

/**
 * Reset password (/account/reset-password?resetKey=…): a new password over 6 characters, typed
 * twice. It travels hashed like every password (spec section 7). An expired link says so and
 * offers a new one.
 */
export function ResetPasswordPage({ title, resetKey }: ResetPasswordPageProps) {
  const { t } = useShopLabels();
  const { links } = useShell();
  const form = useAccountForm({
    newPassword: { rule: 'passwordStrength' },
    repeatPassword: { rule: 'passwordMatch', matches: 'newPassword' },
  });
  const passwordLabels = usePasswordLabels();
  const [commitReset, { loading }] = useCommitResetMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);
  const loginHref = `${links.index}?action=login`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!resetKey || !form.validateAll()) return;
    try {
      await commitReset({
        variables: { resetKey, password: await hashPassword(form.values.newPassword) },
      });
      setDone(true);
    } catch (error) {
      setFailure({
        text: resetFailureText(error, t),
        expired: graphqlErrorCode(error) === 'RESET_KEY_EXPIRED',
      });
    }
  };

  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>{title}</h1>
      {!resetKey ? (
        <div className={styles.stack}>
          <AccountAlert>{t('account.reset.missingKey')}</AccountAlert>
          <a href={loginHref} className={buttonRecipe({ variant: 'primary' })}>
            {t('account.reset.requestNew')}
          </a>
        </div>
      ) : done ? (
        <div className={styles.stack}>
          <Notice tone="positive">{t('account.reset.done')}</Notice>
          <a href={loginHref} className={buttonRecipe({ variant: 'primary' })}>
            {t('account.reset.toLogin')}
          </a>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={title}
        >
          <p className={styles.lead}>{t('account.reset.lead')}</p>
          <TextField
            label={t('account.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            description={t('account.register.passwordHint')}
            {...passwordLabels}
            {...form.field('newPassword')}
          />
          <TextField
            label={t('account.reset.repeatPassword')}
            type="password"
            autoComplete="new-password"
            {...passwordLabels}
            {...form.field('repeatPassword')}
          />
          {failure ? (
            <div className={styles.stack}>
              <AccountAlert>{failure.text}</AccountAlert>
              {failure.expired ? (
                <a href={loginHref} className={styles.plainLink}>
                  {t('account.reset.requestNew')}
                </a>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" loading={loading} fullWidth>
            {t('account.reset.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
