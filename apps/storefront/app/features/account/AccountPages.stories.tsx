import { graphqlErrorHandler, handlers } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  pageCookies,
  pageText,
  withPage,
  type PageStoryParameters,
} from '../../stories/PageStoryFrame';
import {
  AccountBalancePage,
  AccountOrdersPage,
  AccountPage,
  ResetPasswordPage,
  AccountSettingsPage,
} from '@hemma/shop/account';
import {
  identityServiceHandlers,
  ordersHandler,
  signedInCookies,
  signedOutCookies,
  withFreshAccountSession,
} from '@hemma/shop/testing';

type Globals = Record<string, unknown>;
type BeforeEachContext = { globals: Globals; parameters: Record<string, unknown> };

/** The visitor's cookies of a page story plus a live session (token and user cookies). */
function signedInPage(context: BeforeEachContext) {
  const clearPage = pageCookies(context);
  const clearSession = signedInCookies();
  return () => {
    clearSession();
    clearPage();
  };
}

function signedOutPage(context: BeforeEachContext) {
  signedOutCookies();
  return pageCookies(context);
}

/**
 * The account pages in the app's own shell and layout, signed in (the header's account button leads
 * to the orders), over MSW: the recorded commerce API answers and an identity service that renews
 * the session.
 */
const meta = {
  title: 'Pages/Account',
  decorators: [withPage, withFreshAccountSession],
  beforeEach: signedInPage,
  parameters: {
    page: { authenticated: true } satisfies PageStoryParameters,
    msw: { handlers: { auth: identityServiceHandlers() } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The account's states capture the page's main content (parameters.visual.capture): the shell
 * around it is the same in each and is captured by Orders, AccountLoggedOut and ResetPassword.
 */
const mainOnly = { capture: 'main' };

/** Orders in each status of spec section 3: received, processing, completed, cancelled. */
export const Orders: Story = {
  render: (_args, { globals }) => (
    <AccountOrdersPage title={pageText(globals)('screens.accountOrders.title')} />
  ),
  parameters: { msw: { handlers: { data: [ordersHandler('everyStatus'), ...handlers] } } },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(4);
    for (const status of ['received', 'processing', 'completed', 'cancelled'] as const) {
      await expect(canvas.getByText(t(`orderStatus.${status}`))).toBeVisible();
    }
  },
};

/** One order opened to its lines, payment and delivery address. */
export const OrderDetails: Story = {
  render: (_args, { globals }) => (
    <AccountOrdersPage title={pageText(globals)('screens.accountOrders.title')} />
  ),
  parameters: {
    visual: mainOnly,
    msw: { handlers: { data: [ordersHandler('everyStatus'), ...handlers] } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const [first] = await within(canvasElement).findAllByRole('article', {}, { timeout: 8000 });
    const details = () => within(first!).getByRole('button', { name: t('account.orders.details') });
    // Radix's accordion replaces the first paint's once reached; a scripted click goes to the new one.
    await userEvent.hover(details());
    await waitFor(() => expect(details().id).toMatch(/^radix-/));
    await userEvent.click(details());
    await expect(
      within(first!).getByText(new RegExp(t('account.orders.deliveryAddress'))),
    ).toBeVisible();
  },
};

/** No orders yet. */
export const NoOrders: Story = {
  render: (_args, { globals }) => (
    <AccountOrdersPage title={pageText(globals)('screens.accountOrders.title')} />
  ),
  parameters: {
    visual: mainOnly,
    msw: { handlers: { data: [ordersHandler('none'), ...handlers] } },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        pageText(globals)('account.orders.empty'),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** The orders could not be loaded: the generic message of spec section 8. */
export const OrdersFailed: Story = {
  render: (_args, { globals }) => (
    <AccountOrdersPage title={pageText(globals)('screens.accountOrders.title')} />
  ),
  parameters: {
    visual: mainOnly,
    msw: {
      handlers: {
        data: [
          graphqlErrorHandler('getOrders', 'Database down', 'INTERNAL_SERVER_ERROR'),
          ...handlers,
        ],
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 8000 }),
    ).toHaveTextContent(pageText(globals)('messages.genericError'));
  },
};

/** The session has ended: the way to log in again. */
export const SessionEnded: Story = {
  parameters: { visual: mainOnly },
  beforeEach: signedOutPage,
  render: (_args, { globals }) => (
    <AccountOrdersPage title={pageText(globals)('screens.accountOrders.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: pageText(globals)('account.loginAgain') },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** The balance per currency. */
export const Balance: Story = {
  parameters: { visual: mainOnly },
  render: (_args, { globals }) => (
    <AccountBalancePage title={pageText(globals)('screens.accountBalance.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        pageText(globals)('account.balance.lead'),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** Update details, change password and delete account. */
export const Settings: Story = {
  parameters: { visual: mainOnly },
  render: (_args, { globals }) => (
    <AccountSettingsPage title={pageText(globals)('screens.accountSettings.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: pageText(globals)('account.settings.save') },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** Saving with the required names empty: 'Please make sure all fields are valid'. */
export const SettingsValidationErrors: Story = {
  parameters: { visual: mainOnly },
  render: (_args, { globals }) => (
    <AccountSettingsPage title={pageText(globals)('screens.accountSettings.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account.settings.save') }, { timeout: 8000 }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.allFieldsValid'));
    await expect(canvas.getAllByText(t('validation.required'))).toHaveLength(2);
    // The first invalid field took the focus and scrolled into view, and where the sticky header
    // then sits in the page depends on when its scroll state caught up (two drawings 94 px apart
    // on phones, session 12): show the whole page from its top, as WrongCurrentPassword does.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** A wrong current password on a password change logs out, for security. */
export const WrongCurrentPassword: Story = {
  parameters: { visual: mainOnly },
  render: (_args, { globals }) => (
    <AccountSettingsPage title={pageText(globals)('screens.accountSettings.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(t('account.settings.currentPassword'), {}, { timeout: 8000 }),
      'not-the-password',
    );
    await userEvent.type(
      canvas.getByLabelText(t('account.settings.newPassword')),
      'a-new-password',
    );
    await userEvent.type(
      canvas.getByLabelText(t('account.settings.repeatPassword')),
      'a-new-password',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('account.settings.changePassword') }),
    );
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      t('messages.wrongCurrentPassword'),
    );
    // Typing scrolled the form into view, and how far depends on when the logged-out page got
    // shorter: show the whole page from its top, with the fixed header where it belongs.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** The account page of a visitor: the login form in the page. */
export const AccountLoggedOut: Story = {
  beforeEach: signedOutPage,
  parameters: { page: { authenticated: false } satisfies PageStoryParameters },
  render: (_args, { globals }) => (
    <AccountPage title={pageText(globals)('screens.account.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('form', { name: pageText(globals)('account.login.title') }),
    ).toBeVisible();
  },
};

/** Reset password in the undistracted layout, opened from the mailed link: the new password twice. */
export const ResetPassword: Story = {
  beforeEach: signedOutPage,
  parameters: {
    page: { authenticated: false, layout: 'undistracted' } satisfies PageStoryParameters,
  },
  render: (_args, { globals }) => (
    <ResetPasswordPage
      title={pageText(globals)('screens.resetPassword.title')}
      resetKey="mailed-key"
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const form = within(canvasElement).getByRole('form', {
      name: t('screens.resetPassword.title'),
    });
    await expect(within(form).getByLabelText(t('account.reset.newPassword'))).toHaveValue('');
    await expect(within(form).getByLabelText(t('account.reset.repeatPassword'))).toHaveValue('');
    await expect(
      within(form).getByRole('button', { name: t('account.reset.submit') }),
    ).toBeEnabled();
  },
};

/** Sent with a short password and a repeat that differs: each field says what is wrong. */
export const ResetPasswordValidationErrors: Story = {
  beforeEach: signedOutPage,
  parameters: {
    visual: mainOnly,
    page: { authenticated: false, layout: 'undistracted' } satisfies PageStoryParameters,
  },
  render: (_args, { globals }) => (
    <ResetPasswordPage
      title={pageText(globals)('screens.resetPassword.title')}
      resetKey="mailed-key"
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('account.reset.newPassword')), 'abc');
    await userEvent.type(canvas.getByLabelText(t('account.reset.repeatPassword')), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: t('account.reset.submit') }));
    await expect(canvas.getByLabelText(t('account.reset.newPassword'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(t('account.reset.repeatPassword'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(t('validation.passwordTooWeak'))).toBeVisible();
    await expect(canvas.getByText(t('validation.passwordsDoNotMatch'))).toBeVisible();
  },
};

/** The account page's login sent empty: the email and password messages. */
export const LoginValidationErrors: Story = {
  beforeEach: signedOutPage,
  parameters: { visual: mainOnly, page: { authenticated: false } satisfies PageStoryParameters },
  render: (_args, { globals }) => (
    <AccountPage title={pageText(globals)('screens.account.title')} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('account.login.title') }),
    );
    await userEvent.click(form.getByRole('button', { name: t('account.login.submit') }));
    await expect(form.getByLabelText(t('account.login.email'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText(t('validation.emailNotValid'))).toBeVisible();
    await expect(form.getByText(t('validation.passwordRequired'))).toBeVisible();
  },
};

/** Reset password in the undistracted layout, after an expired link was used. */
export const ResetPasswordLinkExpired: Story = {
  beforeEach: signedOutPage,
  parameters: {
    visual: mainOnly,
    page: { authenticated: false, layout: 'undistracted' } satisfies PageStoryParameters,
    msw: {
      handlers: {
        data: [
          graphqlErrorHandler(
            'commitReset',
            'The password reset link has expired, request a new one',
            'RESET_KEY_EXPIRED',
          ),
          ...handlers,
        ],
      },
    },
  },
  render: (_args, { globals }) => (
    <ResetPasswordPage
      title={pageText(globals)('screens.resetPassword.title')}
      resetKey="expired-key"
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('account.reset.newPassword')), 'a-new-password');
    await userEvent.type(
      canvas.getByLabelText(t('account.reset.repeatPassword')),
      'a-new-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.reset.submit') }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      t('messages.resetLinkExpired'),
    );
  },
};
