import {
  fixtureData,
  graphqlErrorHandler,
  handlers,
  type FixtureChannelKey,
} from '@hemma/data/mocks';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureOrderId } from '../testing/fixtures';
import { CheckoutTestProviders } from '../testing/CheckoutTestProviders';
import { ConfirmationPage } from './ConfirmationPage';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderConfirmation(
  channel: FixtureChannelKey,
  orderId: string | null = fixtureOrderId(channel),
  authenticated = false,
) {
  return render(
    <CheckoutTestProviders channel={channel} path="/done">
      <ConfirmationPage
        title={channel === 'se' ? 'Orderbekräftelse' : 'Order confirmation'}
        orderId={orderId}
        orderCartId="recorded-cart"
        authenticated={authenticated}
        locale={channel === 'se' ? 'sv' : 'en'}
        shopHref="/"
        loginHref="/account"
      />
    </CheckoutTestProviders>,
  );
}

describe('<ConfirmationPage />', () => {
  it('thanks the shopper and shows the order number, the delivery address and the order summary', async () => {
    const order = fixtureData('checkout', 'com').checkout!;
    renderConfirmation('com');
    expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();
    expect(screen.getByText(`Order number ${order.order!.orderId}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByText(order.order!.shippingAddress!.addressLine1)).toBeInTheDocument();
    expect(screen.getByText('Finland')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText(order.cart!.items![0]!.product!.name!)).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent(
      order.cart!.summary!.total!.sellingPriceIncVatFormatted!,
    );
  });

  it('speaks Swedish on the Swedish shop', async () => {
    renderConfirmation('se');
    expect(await screen.findByText('Tack för din order!')).toBeInTheDocument();
    expect(screen.getByText('Sverige')).toBeInTheDocument();
  });

  it('says so to a logged-in customer when the order cannot be found', async () => {
    server.use(graphqlErrorHandler('checkout', 'No order x', 'NOT_FOUND'));
    renderConfirmation('com', 'x', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('asks a visitor to log in when the API does not show them the order (issue 21)', async () => {
    server.use(graphqlErrorHandler('checkout', 'No order x', 'NOT_FOUND'));
    renderConfirmation('com', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to see your order');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account');
  });

  it('asks the API for the order with the cart that placed it', async () => {
    let variables: Record<string, unknown> | undefined;
    server.events.on('request:start', async ({ request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { operationName?: string; variables?: Record<string, unknown> };
      if (body.operationName === 'checkout') variables = body.variables;
    });
    renderConfirmation('com');
    await screen.findByText('Thank you for your order!');
    expect(variables).toMatchObject({ id: fixtureOrderId('com'), cartId: 'recorded-cart' });
    server.events.removeAllListeners();
  });

  it('has no axe violations', async () => {
    const { container } = renderConfirmation('com');
    await screen.findByText('Thank you for your order!');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
