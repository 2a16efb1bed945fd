import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  storyText,
  withShell,
  type ShellStoryParameters,
  demoEmail,
  identityServiceHandlers,
  signedOutCookies,
  withFreshAccountSession,
} from '@hemma/shop/testing';
import { AccountPanel } from './AccountPanel';
import { LoginTokenExchange } from './LoginTokenExchange';

/** The open panel, found where its portal puts it. */
const panel = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The account side panel on each frame, talking to an identity service over MSW that speaks the
 * protocol of spec section 7 (the seeded customer@hemma.com exists, its password is hemma-demo-1).
 */
const meta = {
  title: 'Storefront/Account/AccountPanel',
  component: AccountPanel,
  decorators: [withShell, withFreshAccountSession],
  beforeEach: signedOutCookies,
  args: { onLoggedIn: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The account side panel (from @hemma/shop, here with the app's panel name and login token exchange): the login, create account and forgot password frames for a visitor, the account pages and logout for a customer. It keeps a customer's session alive and reloads the page once a visitor logs in (without `?action=login`).\n\n**Use** once, in the shell's panels; the header's account button opens it on the login frame.\n\n**Do** let it reload the page after a login, so the server renders the page for the customer. **Don't** mount it twice: the side panel's name is the header's one.\n\n**Accessibility** A labelled dialog with a close button; each form's fields are labelled and judged on blur and on every change while invalid; a refused login is announced as an alert; the customer's links sit in a labelled navigation.",
      },
    },
    shell: { initialPanel: 'account', initialFrame: 'login' } satisfies ShellStoryParameters,
    msw: { handlers: { auth: identityServiceHandlers() } },
  },
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login frame: email, password, remember me, the ways to the other frames. */
export const LoginFrame: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await expect(
      await dialog.findByRole('dialog', { name: t('account.login.title') }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: t('account.login.rememberMe') }),
    ).not.toBeChecked();
  },
};

/** Submitted empty: the spec's messages under each field. */
export const LoginValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t('account.login.submit') }));
    await expect(dialog.getByText(t('validation.emailNotValid'))).toBeVisible();
    await expect(dialog.getByText(t('validation.passwordRequired'))).toBeVisible();
  },
};

/** The identity service refuses the password: 'Wrong email or password'. */
export const WrongEmailOrPassword: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await userEvent.type(await dialog.findByLabelText(t('account.login.email')), demoEmail);
    await userEvent.type(dialog.getByLabelText(t('account.login.password')), 'not-the-password');
    await userEvent.click(dialog.getByRole('button', { name: t('account.login.submit') }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      t('messages.wrongCredentials'),
    );
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

/** A successful login hands over to the page (which loads again for the customer). */
export const LoggingIn: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason:
        'It ends the moment the login succeeds and the page would load again; nothing new is drawn (LoginFrame shows the form).',
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await userEvent.type(await dialog.findByLabelText(t('account.login.email')), demoEmail);
    await userEvent.type(dialog.getByLabelText(t('account.login.password')), 'hemma-demo-1');
    await userEvent.click(dialog.getByRole('checkbox', { name: t('account.login.rememberMe') }));
    await userEvent.click(dialog.getByRole('button', { name: t('account.login.submit') }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledOnce(), { timeout: 5000 });
  },
};

/** The create account frame with a weak password and a repeat that does not match. */
export const CreateAccountValidationErrors: Story = {
  parameters: {
    shell: { initialPanel: 'account', initialFrame: 'register' } satisfies ShellStoryParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await userEvent.type(
      await dialog.findByLabelText(t('account.register.email')),
      'new@hemma.com',
    );
    await userEvent.type(dialog.getByLabelText(t('account.register.password')), 'short');
    await userEvent.type(dialog.getByLabelText(t('account.register.repeatPassword')), 'shorter');
    await userEvent.click(dialog.getByRole('button', { name: t('account.register.submit') }));
    await expect(dialog.getByText(t('validation.passwordTooWeak'))).toBeVisible();
    await expect(dialog.getByText(t('validation.passwordsDoNotMatch'))).toBeVisible();
  },
};

/** Creating an account for an email that has one. */
export const AccountAlreadyExists: Story = {
  parameters: {
    shell: { initialPanel: 'account', initialFrame: 'register' } satisfies ShellStoryParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await userEvent.type(await dialog.findByLabelText(t('account.register.email')), demoEmail);
    await userEvent.type(dialog.getByLabelText(t('account.register.password')), 'seven-chars');
    await userEvent.type(
      dialog.getByLabelText(t('account.register.repeatPassword')),
      'seven-chars',
    );
    await userEvent.click(dialog.getByRole('button', { name: t('account.register.submit') }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      t('messages.accountExists'),
    );
  },
};

/** Forgot password, after sending: the answer is the same whether or not the account exists. */
export const ForgotPasswordSent: Story = {
  parameters: {
    shell: { initialPanel: 'account', initialFrame: 'forgot' } satisfies ShellStoryParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await userEvent.type(await dialog.findByLabelText(t('account.forgot.email')), 'kund@hemma.se');
    await userEvent.click(dialog.getByRole('button', { name: t('account.forgot.submit') }));
    await expect(
      await dialog.findByText(
        t('account.forgot.sent', { email: 'kund@hemma.se' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Logged in: the account pages and logging out. */
export const LoggedIn: Story = {
  parameters: {
    shell: {
      initialPanel: 'account',
      initialFrame: 'login',
      settings: { loggedIn: true },
    } satisfies ShellStoryParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = panel(canvasElement);
    await expect(await dialog.findByRole('dialog', { name: t('header.account') })).toBeVisible();
    await expect(dialog.getByRole('link', { name: t('account.nav.orders') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('header.logout') })).toBeVisible();
  },
};

/**
 * Impersonation: a page opened with ?loginToken asks first, then, confirmed, says so while the token
 * is traded (the exchange held open here).
 */
export const BeingLoggedInAsUser: StoryObj = {
  render: () => <LoginTokenExchange onDone={fn()} />,
  parameters: {
    shell: { path: '/my-account/orders?loginToken=admin-issued' } satisfies ShellStoryParameters,
    msw: { handlers: { auth: [...identityServiceHandlers({ holdRenewal: true })] } },
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals)('header.impersonationContinue'),
      }),
    );
    await expect(
      await within(canvasElement).findByText(storyText(globals)('header.impersonating')),
    ).toBeVisible();
  },
};
