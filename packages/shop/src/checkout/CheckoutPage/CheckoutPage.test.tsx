import {
  dataHandler,
  fixtureData,
  graphqlErrorHandler,
  handlers,
  serverErrorHandler,
  type FixtureChannelKey,
} from '@hemma/data/mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { draftStorageKey } from '@hemma/data';
import {
  clearDraft,
  filledDraft,
  fixtureCartId,
  fixtureOrderId,
  storeDraft,
} from '../testing/fixtures';
import { CheckoutTestProviders, channelSettings } from '../testing/CheckoutTestProviders';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';

vi.setConfig({ testTimeout: 30_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearDraft();
});
afterAll(() => server.close());

function renderCheckout(channel: FixtureChannelKey, props: Partial<CheckoutPageProps> = {}) {
  const settings = channelSettings[channel];
  const onCheckoutMarketChange = vi.fn();
  const onOrderPlaced = vi.fn();
  const view = render(
    <CheckoutTestProviders channel={channel}>
      <CheckoutPage
        title={channel === 'se' ? 'Kassan' : 'Checkout'}
        channelId={settings.channelId}
        locale={settings.locale}
        markets={settings.markets}
        cartId={fixtureCartId(channel)}
        confirmPath="/checkout/confirm"
        shopHref="/"
        onCheckoutMarketChange={onCheckoutMarketChange}
        onOrderPlaced={onOrderPlaced}
        {...props}
      />
    </CheckoutTestProviders>,
  );
  return { ...view, user: userEvent.setup(), onCheckoutMarketChange, onOrderPlaced };
}

const cartName = (channel: FixtureChannelKey) =>
  fixtureData('getCart', channel, { id: fixtureCartId(channel) }).getCart?.items?.[0]?.product
    ?.name ?? '';

describe('<CheckoutPage />', () => {
  it('says the cart is empty when there is no cart', async () => {
    renderCheckout('com', { cartId: null });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('reviews the cart and offers shipping and payment only once postal code and country are given', async () => {
    const { user, onCheckoutMarketChange } = renderCheckout('com');
    expect(await screen.findByText(cartName('com'))).toBeInTheDocument();
    expect(
      screen.getAllByText('Enter your postal code and country to see shipping and payment options')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('radiogroup', { name: 'Shipping options' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Postal code/), '00100');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'FI');
    expect(onCheckoutMarketChange).toHaveBeenCalledWith('fi');
    const shipping = await screen.findByRole(
      'group',
      { name: 'Shipping options' },
      { timeout: 5000 },
    );
    expect(shipping).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment options' })).toBeInTheDocument();
    // The four payment options of the spec: card, invoice, buy now pay later, bank.
    expect(screen.getAllByRole('radio').length).toBeGreaterThanOrEqual(4 + 1);
  });

  it("shows 'no shipping options' for a postal code without any", async () => {
    server.use(
      graphqlErrorHandler(
        'createOrUpdateCheckout',
        'There are no shipping options for the postal code',
        'NO_SHIPPING_OPTIONS',
      ),
    );
    storeDraft(filledDraft('se', { postalCode: '1234' }));
    renderCheckout('se');
    expect(
      await screen.findByText(
        'Det finns inga leveranssätt för det här postnumret',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('asks a company for its name and organization ID', async () => {
    const { user } = renderCheckout('com');
    await screen.findByText(cartName('com'));
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(screen.getByLabelText(/^Company name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Organization ID/)).toBeInTheDocument();
  });

  it("refuses to place an order with invalid fields: 'Make sure all fields are valid before you place your order'", async () => {
    const { user } = renderCheckout('com');
    await screen.findByText(cartName('com'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      screen.getByText('Make sure all fields are valid before you place your order'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3);
    expect(screen.getByText('You have to enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it("fills a logged-in customer's email into an empty email field, and keeps one typed before", async () => {
    const first = renderCheckout('se', { customerEmail: 'kund@hemma.se' });
    await screen.findByText(cartName('se'));
    await waitFor(() => expect(screen.getByLabelText(/^E-post/)).toHaveValue('kund@hemma.se'));
    first.unmount();
    clearDraft();

    storeDraft(filledDraft('se', { email: 'other@example.se' }));
    renderCheckout('se', { customerEmail: 'kund@hemma.se' });
    await screen.findByText(cartName('se'));
    expect(screen.getByLabelText(/^E-post/)).toHaveValue('other@example.se');
  });

  it("drops 'Make sure all fields are valid…' once every field is valid", async () => {
    storeDraft(filledDraft('com', { email: '' }));
    const { user } = renderCheckout('com');
    await screen.findByText(cartName('com'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      screen.getByText('Make sure all fields are valid before you place your order'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'fixed@example.com');
    expect(
      screen.queryByText('Make sure all fields are valid before you place your order'),
    ).not.toBeInTheDocument();
  });

  it('inserts the hyphen into a valid personal ID (spec section 5)', async () => {
    const { user } = renderCheckout('se');
    await screen.findByText(cartName('se'));
    const personalId = screen.getByLabelText(/^Personnummer/);
    await user.type(personalId, '8112189876');
    await user.tab();
    expect(personalId).toHaveValue('811218-9876');
    await user.clear(personalId);
    await user.type(personalId, '198112189876');
    await user.tab();
    expect(personalId).toHaveValue('19811218-9876');
  });

  it('tells a blocked customer as soon as the email is typed, before any address, and disables Place order', async () => {
    const recorded = fixtureData('createOrUpdateCheckout', 'se');
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('createOrUpdateCheckout', ({ variables }) => {
        sent.push(variables);
        const blocked = JSON.stringify(variables).includes('blocked@hemma.se');
        return HttpResponse.json({
          data: {
            createOrUpdateCheckout: {
              ...recorded.createOrUpdateCheckout!,
              checkoutStatus: blocked ? 'CUSTOMER_BLACKLISTED' : 'OK',
            },
          },
        });
      }),
    );
    const { user } = renderCheckout('se');
    await screen.findByText(cartName('se'));
    await user.type(screen.getByLabelText(/^E-post/), 'blocked@hemma.se');
    expect(
      await screen.findByText(
        'Betalningsleverantören har spärrat det här köpet.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg order' })).toBeDisabled();
    expect(screen.getByLabelText(/^Postnummer/)).toHaveValue('');
  });

  it('links the terms of purchase page beside the checkbox', async () => {
    renderCheckout('com', { termsHref: '/terms-of-purchase' });
    await screen.findByText(cartName('com'));
    expect(screen.getByRole('link', { name: 'Read the terms of purchase' })).toHaveAttribute(
      'href',
      '/terms-of-purchase',
    );
  });

  it('judges a field on blur and again on each change while it is invalid', async () => {
    const { user } = renderCheckout('se');
    await screen.findByText(cartName('se'));
    const email = screen.getByLabelText(/^E-post/);
    await user.type(email, 'kund@');
    expect(screen.queryByText('Du måste ange en giltig e-postadress')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Du måste ange en giltig e-postadress')).toBeInTheDocument();
    await user.type(email, 'hemma.se');
    expect(screen.queryByText('Du måste ange en giltig e-postadress')).not.toBeInTheDocument();
    const personalId = screen.getByLabelText(/^Personnummer/);
    await user.type(personalId, '8112189877');
    await user.tab();
    expect(screen.getByText('Du måste ange ett giltigt personnummer')).toBeInTheDocument();
  });

  it('needs the terms of purchase accepted before placing the order', async () => {
    storeDraft(filledDraft('com'));
    const { user } = renderCheckout('com');
    await screen.findByRole('group', { name: 'Shipping options' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // Once, at the checkbox (it was shown twice: at the checkbox and again above the button).
    expect(screen.getAllByText('You have to accept the terms of purchase')).toHaveLength(1);
    expect(screen.getByLabelText('I accept the terms of purchase')).toHaveFocus();
  });

  it('places the order and goes to the confirmation with its id; the draft is forgotten', async () => {
    storeDraft(filledDraft('se', { termsAccepted: true }));
    const { user, onOrderPlaced } = renderCheckout('se');
    await screen.findByRole('group', { name: 'Leveranssätt' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Lägg order' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      `/checkout/confirm?orderId=${fixtureOrderId('se')}`,
    );
    expect(onOrderPlaced).toHaveBeenCalled();
    expect(window.localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it.each([
    [
      'OUT_OF_STOCK',
      'A product in the cart is out of stock, review the cart',
      'A product in your cart is out of stock. Please review your cart.',
    ],
    [
      'PAYMENT_FAILED',
      'The payment provider could not create the order',
      'The payment provider could not create your order. A product may be out of stock or the balance insufficient.',
    ],
    [
      'CUSTOMER_BLACKLISTED',
      'The customer is blocked',
      'The payment provider has blocked this purchase.',
    ],
    [
      'SOMETHING_UNEXPECTED',
      'Boom',
      'We are sorry, but something went wrong, try again and contact customer service',
    ],
  ])(
    'shows the spec message when placeOrder fails with %s, and keeps the form',
    async (code, apiMessage, shown) => {
      server.use(graphqlErrorHandler('placeOrder', apiMessage, code));
      storeDraft(filledDraft('com', { termsAccepted: true }));
      const { user } = renderCheckout('com');
      await screen.findByRole('group', { name: 'Shipping options' }, { timeout: 5000 });
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('storybook-com@example.com');
      expect(window.localStorage.getItem(draftStorageKey)).toContain('storybook-com@example.com');
    },
  );

  it('tells a customer the provider blocked that the purchase cannot be made', async () => {
    const recorded = fixtureData('createOrUpdateCheckout', 'se');
    server.use(
      dataHandler('createOrUpdateCheckout', {
        createOrUpdateCheckout: {
          ...recorded.createOrUpdateCheckout!,
          checkoutStatus: 'CUSTOMER_BLACKLISTED',
        },
      }),
    );
    storeDraft(filledDraft('se'));
    renderCheckout('se');
    expect(
      await screen.findByText(
        'Betalningsleverantören har spärrat det här köpet.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg order' })).toBeDisabled();
  });

  it('says the address must be in the chosen country when the API refuses the country, and marks the field', async () => {
    server.use(
      graphql.mutation('placeOrder', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'The address must be in Sverige',
              extensions: { code: 'INVALID_FIELDS', fields: ['shippingAddress.country'] },
            },
          ],
        }),
      ),
    );
    storeDraft(filledDraft('com', { termsAccepted: true }));
    const { user } = renderCheckout('com');
    await screen.findByRole('group', { name: 'Shipping options' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'The address must be in the country you chose',
      ),
    );
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription(
      /The address must be in the country you chose/,
    );
  });

  it('shows the generic message when shipping and payment cannot be loaded (server failure)', async () => {
    server.use(serverErrorHandler('createOrUpdateCheckout'));
    storeDraft(filledDraft('com'));
    renderCheckout('com');
    expect(
      await screen.findByText(
        'We are sorry, but something went wrong, try again and contact customer service',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('storybook-com@example.com');
  });

  it.each([
    ['PROMO_CODE_REQUIREMENTS_NOT_MET', 'SOFFA500', 'The requirements for this code are not met'],
    ['PROMO_CODE_NOT_VALID', 'NOPE', 'The code is not valid'],
  ])('says why a promo code is refused at the checkout (%s)', async (code, typed, shown) => {
    server.use(graphqlErrorHandler('setCartPromoCode', 'refused', code));
    const { user } = renderCheckout('com');
    await screen.findByText(cartName('com'));
    await user.type(screen.getByLabelText('Promo code'), typed);
    await user.click(screen.getByRole('button', { name: 'Use code' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveValue(typed);
  });

  describe('a shipping choice made for another address', () => {
    /** Answers createOrUpdateCheckout with the recording (options 1-4, 1 selected) and keeps what was sent. */
    function recordDeliveryCalls() {
      const sent: { shippingId?: number | null; paymentId?: number | null }[] = [];
      const recorded = fixtureData('createOrUpdateCheckout', 'se');
      server.use(
        graphql.mutation('createOrUpdateCheckout', ({ variables }) => {
          sent.push((variables as { checkout: (typeof sent)[number] }).checkout);
          return HttpResponse.json({ data: recorded });
        }),
      );
      return sent;
    }

    it('is cleared (null) for a new address, then sent again when the new address offers it too', async () => {
      const sent = recordDeliveryCalls();
      storeDraft(filledDraft('se', { shippingId: 2, paymentId: 3 }));
      renderCheckout('se');
      await screen.findByRole('group', { name: 'Leveranssätt' }, { timeout: 5000 });
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[0]).toMatchObject({ shippingId: null, paymentId: 3 });
      expect(sent[1]).toMatchObject({ shippingId: 2, paymentId: 3 });
    });

    it('is cleared and not sent again when the new address does not offer it; no error is shown', async () => {
      const sent = recordDeliveryCalls();
      storeDraft(filledDraft('se', { shippingId: 9 }));
      renderCheckout('se');
      await screen.findByRole('group', { name: 'Leveranssätt' }, { timeout: 5000 });
      await waitFor(() =>
        expect(screen.queryByText('Uppdaterar leverans och betalning')).not.toBeInTheDocument(),
      );
      expect(sent).toEqual([expect.objectContaining({ shippingId: null, paymentId: null })]);
      expect(
        screen.queryByText('Det finns inga leveranssätt för det här postnumret'),
      ).not.toBeInTheDocument();
    });
  });

  it('has no axe violations', async () => {
    storeDraft(filledDraft('com'));
    const { container } = renderCheckout('com');
    await screen.findByRole('group', { name: 'Shipping options' }, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.queryByText('Updating shipping and payment')).not.toBeInTheDocument(),
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
