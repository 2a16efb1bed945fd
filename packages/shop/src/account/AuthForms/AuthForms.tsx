import { useRequestPasswordResetMutation, useAccountSession, type AuthOutcome } from '@hemma/data';
import { Button, Checkbox, Notice, TextField } from '@hemma/ui';
import { useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import { accountFailureText, authFailureText } from '../accountMessages';
import { AccountAlert } from '../AccountAlert/AccountAlert';
import { useAccountForm, usePasswordLabels } from '../useAccountForm';
import * as styles from '../account.css';

/** The account panel's frames (spec section 2: login, create account, forgot password). */
export const accountFrames = ['login', 'register', 'forgot'] as const;
export type AccountFrame = (typeof accountFrames)[number];

export interface AuthFormProps {
  /** Switches to another frame of the panel. */
  onFrame: (frame: AccountFrame) => void;
}

export interface SessionFormProps extends AuthFormProps {
  /** Called once the visitor holds a session. */
  onLoggedIn: () => void;
}

/**
 * Login and registration share their submit: every field judged first, the button busy while the
 * auth client works, then the session or the service's reason in the form's alert.
 */
function useSessionSubmit(
  form: { validateAll: () => boolean },
  attempt: () => Promise<AuthOutcome>,
  onLoggedIn: () => void,
) {
  const { t } = useShopLabels();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.validateAll()) return;
    setBusy(true);
    const result = await attempt();
    setBusy(false);
    if (result.ok) onLoggedIn();
    else setFailure(authFailureText(result.code, t));
  };
  return { busy, failure, onSubmit: (event: FormEvent) => void submit(event) };
}

/** Login through the auth client: email, password and remember me (spec section 7). */
export function LoginForm({ onFrame, onLoggedIn }: SessionFormProps) {
  const { t } = useShopLabels();
  const session = useAccountSession();
  const passwordLabels = usePasswordLabels();
  const form = useAccountForm({ email: { rule: 'email' }, password: { rule: 'password' } });
  const [remember, setRemember] = useState(false);
  const { busy, failure, onSubmit } = useSessionSubmit(
    form,
    () => session.login({ email: form.values.email, password: form.values.password, remember }),
    onLoggedIn,
  );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('account.login.title')}
    >
      <TextField
        label={t('account.login.email')}
        type="email"
        autoComplete="username"
        {...form.field('email')}
      />
      <TextField
        label={t('account.login.password')}
        type="password"
        autoComplete="current-password"
        {...passwordLabels}
        {...form.field('password')}
      />
      <Checkbox
        label={t('account.login.rememberMe')}
        checked={remember}
        onChange={(event) => setRemember(event.currentTarget.checked)}
      />
      <AccountAlert>{failure}</AccountAlert>
      <Button type="submit" loading={busy} fullWidth>
        {t('account.login.submit')}
      </Button>
      <button type="button" className={styles.textButton} onClick={() => onFrame('forgot')}>
        {t('account.login.forgotPassword')}
      </button>
      <hr className={styles.divider} />
      <p className={styles.switchLine}>
        <span>{t('account.login.newCustomer')}</span>
        <button type="button" className={styles.textButton} onClick={() => onFrame('register')}>
          {t('account.login.toRegister')}
        </button>
      </p>
    </form>
  );
}

/** Create account: email, a password over 6 characters and the same password again. */
export function RegisterForm({ onFrame, onLoggedIn }: SessionFormProps) {
  const { t } = useShopLabels();
  const session = useAccountSession();
  const passwordLabels = usePasswordLabels();
  const form = useAccountForm({
    email: { rule: 'email' },
    password: { rule: 'passwordStrength' },
    repeatPassword: { rule: 'passwordMatch', matches: 'password' },
  });
  const { busy, failure, onSubmit } = useSessionSubmit(
    form,
    () => session.register({ email: form.values.email, password: form.values.password }),
    onLoggedIn,
  );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('account.register.title')}
    >
      <p className={styles.lead}>{t('account.register.lead')}</p>
      <TextField
        label={t('account.register.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <TextField
        label={t('account.register.password')}
        type="password"
        autoComplete="new-password"
        description={t('account.register.passwordHint')}
        {...passwordLabels}
        {...form.field('password')}
      />
      <TextField
        label={t('account.register.repeatPassword')}
        type="password"
        autoComplete="new-password"
        {...passwordLabels}
        {...form.field('repeatPassword')}
      />
      <AccountAlert>{failure}</AccountAlert>
      <Button type="submit" loading={busy} fullWidth>
        {t('account.register.submit')}
      </Button>
      <p className={styles.switchLine}>
        <span>{t('account.register.haveAccount')}</span>
        <button type="button" className={styles.textButton} onClick={() => onFrame('login')}>
          {t('account.register.toLogin')}
        </button>
      </p>
    </form>
  );
}

/** Forgot password: asks the API to mail a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ onFrame }: AuthFormProps) {
  const { t } = useShopLabels();
  const form = useAccountForm({ email: { rule: 'email' } });
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.validateAll()) return;
    try {
      const email = form.values.email.trim();
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch (error) {
      setFailure(accountFailureText(error, t));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('account.forgot.title')}
    >
      <p className={styles.lead}>{t('account.forgot.lead')}</p>
      <TextField
        label={t('account.forgot.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <AccountAlert>{failure}</AccountAlert>
      <div role="status">
        {sentTo ? (
          <Notice tone="positive" announce={false}>
            {t('account.forgot.sent', { email: sentTo })}
          </Notice>
        ) : null}
      </div>
      <Button type="submit" loading={loading} fullWidth>
        {t('account.forgot.submit')}
      </Button>
      <button type="button" className={styles.textButton} onClick={() => onFrame('login')}>
        {t('account.forgot.toLogin')}
      </button>
    </form>
  );
}
